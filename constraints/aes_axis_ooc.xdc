# Out-of-context synthesis and implementation of aes_axis: the only clock, aclk, at 200 MHz.
# Every port is synchronous to aclk (docs/aes_axis.md, "Ports"); OOC flows take port timing from the
# surrounding design, so no I/O delays are constrained here.
create_clock -name aclk -period 5.000 [get_ports aclk]
