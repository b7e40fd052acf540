//! What the tests of every block of the workspace (`aes_axis` and its parts in `aes-testbench`,
//! the `mymul` peripheral in `mymul`) run on, with nothing of any one design in it:
//!
//! - [`sim`]: a rust-hdl block stepped cycle by cycle from the test, with an optional waveform;
//! - [`tools`]: the external Verilog tools (Verilator's lint, Yosys, Icarus Verilog) and the
//!   scratch folders their files go to;
//! - [`verilator`]: Verilator models of exported Verilog, built once and cached, driven through
//!   arrays of port words.

pub mod sim;
pub mod tools;
pub mod verilator;
