//! The mode interface: the ports every mode block has, declared once by [`mode_block!`].
//!
//! A mode of operation is a block beside the shared data path of [`Modes`](crate::modes::Modes),
//! the dispatcher. The shared data path holds what every chained mode needs (the `IV0..IV3`
//! registers, the chain register, the delay line beside the core, the feedback handshake, the
//! output XOR); a mode says, for the blocks of its packets, how that path treats them. A mode
//! that needs more (blocks of its own in the core, its own words at the core's input, its own
//! output beats, registers of its own, key material of its own) has the extended ports too.
//!
//! # Ports
//!
//! Every port of every mode is declared once, in [`mode_port_type!`]; a mode lists the ports it
//! has (`mode_block!`), and the dispatcher connects those. An output a mode does not have is 0
//! for the dispatcher: a mode drives its outputs 0 for blocks that are not its own, so the
//! dispatcher ORs them. An input it does not have it does not read.
//!
//! Inputs: `clock`, `reset`, `zeroize` (the `ZEROIZE` write, in its apply cycle); the mode and
//! direction in force at the input from the next cycle on (`next_mode`, `next_decrypt`: the
//! packet's inside an `s_axis` packet, `CTRL`'s outside one) and `CTRL` as stored and from the
//! next cycle on (`ctrl_decrypt`, `ctrl_mode_next`, `ctrl_decrypt_next`, `ctrl_key_len_next`);
//! whether another mode's packet is still open although its last beat was taken (`others_open`:
//! blocks of its own still to come); whether an `s_axis` packet is open (`in_packet`, its first
//! beat taken; `in_packet_next` in the next cycle), the stream (`tdata`, `tlast`, `tvalid`,
//! `tkeep`), its handshake with the core (`accept`) and whether the core takes a block, a beat or a
//! mode's own (`slot`); the chain and IV registers (`chain`,
//! `iv`; `cur` is the one a block taken now starts from: `chain` inside a packet, `iv` at its
//! first block), a write to them by software (`iv_we`) or a change by anything else (`iv_change`,
//! a write or another mode's hand-over; XTS knows its own) and which words software wrote
//! during the packet (`iv_written`: a hand-over leaves them); a fed-back block is in the cipher
//! (`fb_pending`, the feedback handshake's flip-flop: its hand-over may come in any cycle); a FIFO credit is free (`credit_ok`, a flip-flop), the core's `in_ready`
//! (`core_ready`) and `key_ready`; a block leaving the core (`core_valid`, `core_out`, `core_last`) with its side
//! value and record from the delay line (`held`, `rec`; `core_valid_next` and `rec_next` are
//! what `core_valid` and `rec` are in the next cycle); a write to a register of the mode's (`reg_we`, `reg_word` the word address,
//! `reg_data`, `reg_strb`, in the write's apply cycle) and the word a read asks for
//! (`reg_read_word`).
//!
//! Outputs that steer the shared data path. The core-input selects are given for the next cycle
//! (the dispatcher registers the OR of every mode's, so that the core's input word is one
//! function of flip-flops and the stream data); the others are for this cycle, from the mode's
//! own flip-flops.
//!
//! | output | when | the shared path |
//! |--------|------|-----------------|
//! | `xor_next` | next cycle | the core takes `in ^ cur` (else `in`) |
//! | `cur_next` | next cycle | the core takes `cur` |
//! | `ff_in_next` | next cycle | at `accept`, the chain takes `in` (feed-forward) |
//! | `fb_next` | next cycle | a block accepted is fed back: no beat enters until it has left the core, when the chain takes the output (`fb_core`: the core's output rather than the XOR with the side value) |
//! | `side_in`, `side_cur` | this cycle | the block's side value in the delay line is `in`, `cur` (else 0); the output is the core's output XOR the side value |
//! | `ff_own`, `ff_data` | this cycle | at `accept`, the chain takes `ff_data` |
//! | `fb_core` | this cycle | see `fb_next` |
//!
//! A feed-forward or fed-back packet hands the chain's next value over to `IV0..IV3` when it
//! ends (the words software wrote during the packet excepted).
//!
//! Outputs of a mode with blocks, words, output beats, registers or key material of its own:
//!
//! | output | |
//! |--------|-|
//! | `ready_next` | the mode lets an `s_axis` beat into the core in the next cycle (every mode's must be high), from the next values of its registers: the dispatcher registers the AND, so that the handshake starts at one flip-flop |
//! | `ready_now` | instead of `ready_next`: the same decision held in a flip-flop of the mode's own, ANDed after the dispatcher's register (for a decision that takes the register's whole depth) |
//! | `offer`, `offer_credit` | the mode offers a block of its own to the core (a mode that offers one has its `ready_next` low the cycle before), and whether it takes a FIFO credit |
//! | `own_data`, `own_in`, `own_last` | a flip-flop: the block the core takes, should it take one this cycle, is the mode's, with words `own_in` and `in_last` `own_last` |
//! | `record` | the record (the delay line's fifth column) of the block taken now, if it is the mode's |
//! | `own_held` | the side value of the block leaving the core, if it is the mode's and the mode keeps it itself (key material, which the delay line's RAM cannot clear); 0 otherwise |
//! | `own_out`, `out`, `push`, `out_last` | the block leaving the core is the mode's: its output words, whether it goes to the FIFO, with `tlast` |
//! | `out_zero` | a flip-flop: the output stage loads 0 for the block leaving the core (key material that is not pushed) |
//! | `insert`, `insert_data`, `insert_last` | a beat of the mode's own, pushed at the end of the output stage in a cycle the mode keeps free |
//! | `open` | the mode's packet is not finished although its last beat was taken: blocks of its own still to come (the other modes offer none of theirs) |
//! | `iv_load`, `iv_data` | a hand-over to the IV words whose bits are set (but those software wrote during the packet) |
//! | `key_ok` | the mode's key material is ready for the loaded key (`KEY_READY` waits for it) |
//! | `status` | bits the mode sets in `STATUS`, at their contract positions |
//! | `busy`, `length_err`, `whole_last` | something of the mode is on its way; a malformed packet ended; the accepted beat is a packet's last beat, partial by design (it does not set `STATUS.PARTIAL`) |
//! | `reg_rdata` | the word `reg_read_word` names, 0 if it is not the mode's |
//!
//! A mode the build lacks is built absent (its outputs 0), so its logic is gone from the
//! synthesised design.

/// The type of each port of the mode interface, by name (see the module documentation).
#[macro_export]
macro_rules! mode_port_type {
    (clock) => { Signal<In, Clock> };
    (reset) => { Signal<In, Bit> };
    (zeroize) => { Signal<In, Bit> };
    (next_mode) => { Signal<In, Bits<3>> };
    (next_decrypt) => { Signal<In, Bit> };
    (ctrl_decrypt) => { Signal<In, Bit> };
    (ctrl_mode_next) => { Signal<In, Bits<3>> };
    (ctrl_decrypt_next) => { Signal<In, Bit> };
    (ctrl_key_len_next) => { Signal<In, Bits<2>> };
    (in_packet) => { Signal<In, Bit> };
    (in_packet_next) => { Signal<In, Bit> };
    (tdata) => { [Signal<In, Bits<32>>; 4] };
    (tlast) => { Signal<In, Bit> };
    (tvalid) => { Signal<In, Bit> };
    (tkeep) => { Signal<In, Bits<16>> };
    (accept) => { Signal<In, Bit> };
    (slot) => { Signal<In, Bit> };
    (chain) => { [Signal<In, Bits<32>>; 4] };
    (iv) => { [Signal<In, Bits<32>>; 4] };
    (iv_we) => { Signal<In, Bit> };
    (iv_change) => { Signal<In, Bit> };
    (fb_pending) => { Signal<In, Bit> };
    (iv_written) => { [Signal<In, Bit>; 4] };
    (others_open) => { Signal<In, Bit> };
    (cur) => { [Signal<In, Bits<32>>; 4] };
    (credit_ok) => { Signal<In, Bit> };
    (core_ready) => { Signal<In, Bit> };
    (key_ready) => { Signal<In, Bit> };
    (core_valid) => { Signal<In, Bit> };
    (core_valid_next) => { Signal<In, Bit> };
    (core_out) => { [Signal<In, Bits<32>>; 4] };
    (core_last) => { Signal<In, Bit> };
    (held) => { [Signal<In, Bits<32>>; 4] };
    (rec) => { Signal<In, Bits<32>> };
    (rec_next) => { Signal<In, Bits<32>> };
    (reg_we) => { Signal<In, Bit> };
    (reg_word) => { Signal<In, Bits<6>> };
    (reg_data) => { Signal<In, Bits<32>> };
    (reg_strb) => { Signal<In, Bits<4>> };
    (reg_read_word) => { Signal<In, Bits<6>> };
    (xor_next) => { Signal<Out, Bit> };
    (cur_next) => { Signal<Out, Bit> };
    (ff_in_next) => { Signal<Out, Bit> };
    (fb_next) => { Signal<Out, Bit> };
    (side_in) => { Signal<Out, Bit> };
    (side_cur) => { Signal<Out, Bit> };
    (ff_own) => { Signal<Out, Bit> };
    (ff_data) => { [Signal<Out, Bits<32>>; 4] };
    (fb_core) => { Signal<Out, Bit> };
    (ready_next) => { Signal<Out, Bit> };
    (ready_now) => { Signal<Out, Bit> };
    (offer) => { Signal<Out, Bit> };
    (offer_credit) => { Signal<Out, Bit> };
    (own_data) => { Signal<Out, Bit> };
    (own_in) => { [Signal<Out, Bits<32>>; 4] };
    (own_last) => { Signal<Out, Bit> };
    (record) => { Signal<Out, Bits<32>> };
    (own_held) => { [Signal<Out, Bits<32>>; 4] };
    (own_out) => { Signal<Out, Bit> };
    (out) => { [Signal<Out, Bits<32>>; 4] };
    (push) => { Signal<Out, Bit> };
    (out_last) => { Signal<Out, Bit> };
    (out_zero) => { Signal<Out, Bit> };
    (insert) => { Signal<Out, Bit> };
    (insert_data) => { [Signal<Out, Bits<32>>; 4] };
    (insert_last) => { Signal<Out, Bit> };
    (open) => { Signal<Out, Bit> };
    (iv_load) => { Signal<Out, Bits<4>> };
    (iv_data) => { [Signal<Out, Bits<32>>; 4] };
    (key_ok) => { Signal<Out, Bit> };
    (status) => { Signal<Out, Bits<8>> };
    (busy) => { Signal<Out, Bit> };
    (length_err) => { Signal<Out, Bit> };
    (whole_last) => { Signal<Out, Bit> };
    (reg_rdata) => { Signal<Out, Bits<32>> };
}

/// Declares a mode block with the interface ports it has and its own fields, each own field with
/// an initialiser that may read `options: CoreOptions`; derives `LogicBlock` and writes
/// `new(options)`:
///
/// ```ignore
/// mode_block! {
///     ports(clock, next_mode, cur_next);
///     new(options);
///     /// CTR.
///     pub struct CtrMode {
///         has: Constant<Bit> = Constant::new(options.has_mode(caps::CTR)),
///     }
/// }
/// ```
#[macro_export]
macro_rules! mode_block {
    (
        ports($($port:ident),* $(,)?);
        new($options:ident);
        $(#[$meta:meta])*
        pub struct $name:ident {
            $($(#[$fmeta:meta])* $field:ident : $ty:ty = $init:expr,)*
        }
    ) => {
        $(#[$meta])*
        #[derive(LogicBlock)]
        pub struct $name {
            $(pub $port: $crate::mode_port_type!($port),)*
            $($(#[$fmeta])* $field: $ty,)*
        }

        impl $name {
            pub fn new($options: $crate::params::CoreOptions) -> Self {
                let _ = &$options;
                $name {
                    $($port: Default::default(),)*
                    $($field: $init,)*
                }
            }
        }
    };
}
