//! `RoundKeyFanout`: carries round keys from the key expansion unit's read port to the stages'
//! local round-key registers through three register steps, so that neither the read port's
//! multiplexer nor InvMixColumns sits on a path that ends at a stage far away, and no one net is
//! broadcast to every stage. The key words cross the device between `mixed` and the group
//! registers with nothing but the group register's load select on the way.
//!
//! | cycle | what happens                                                                        |
//! |-------|-------------------------------------------------------------------------------------|
//! | `c`   | the refresh FSM asks for round key `r` (`load`, `rd_addr = r`); the read port shows it |
//! | `c+1` | `read` holds it, with the stage it is for and whether InvMixColumns applies (`read` takes the read port in every cycle; `read_load` marks the cycles asked for) |
//! | `c+2` | `mixed` holds it, after InvMixColumns where it applies                               |
//! | `c+3` | the group register of that stage holds it                                             |
//! | `c+4` | the stage's local round-key register holds it (loaded at the end of `c+3`)           |
//!
//! The stage for round key `r` is `r` (encryption) or `rounds - r` (decryption, FIPS-197's
//! equivalent inverse cipher, where round keys 1 to `rounds - 1` go through InvMixColumns).
//! Stages are grouped by [`STAGES_PER_GROUP`]: each group has its own copy of the key register,
//! loaded only for a stage of that group (so synthesis does not merge the copies), next to its
//! stages. `clear` (zeroize) and `reset` wipe every register here and cancel keys in flight;
//! after `clear` the key words are wiped at the next edge but one (`wipes`).

use crate::cipher::double_bytes::DoubleBytes;
use crate::cipher::mix_columns::MixColumn;
use crate::primitives::register::Reg;
use crate::primitives::replicated_reg::ReplicatedReg;
use rust_hdl::prelude::*;

/// Stages served by one group register (the kernels index groups with the literal `i / 4`).
pub const STAGES_PER_GROUP: usize = 4;

/// Register steps between the refresh FSM's `load` and the stage's round-key register: a round
/// key asked for in cycle `c` is in its stage from `c + 1 + LOAD_DELAY` on.
pub const LOAD_DELAY: u64 = 3;

#[derive(LogicBlock)]
pub struct RoundKeyFanout {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub clear: Signal<In, Bit>,
    /// Copy the round key at `rd_addr` (shown on `rd0..rd3`) to its stage.
    pub load: Signal<In, Bit>,
    pub rd_addr: Signal<In, Bits<4>>,
    pub rd0: Signal<In, Bits<32>>,
    pub rd1: Signal<In, Bits<32>>,
    pub rd2: Signal<In, Bits<32>>,
    pub rd3: Signal<In, Bits<32>>,
    /// Rounds and direction of the round keys being copied (decryption only in a build with it).
    pub rounds: Signal<In, Bits<4>>,
    pub decrypt: Signal<In, Bit>,
    /// Per stage: load the stage's round-key register from its group's key this cycle.
    pub stage_load: Vec<Signal<Out, Bit>>,
    /// Per group: the key for the group's stages.
    pub k0: Vec<Signal<Out, Bits<32>>>,
    pub k1: Vec<Signal<Out, Bits<32>>>,
    pub k2: Vec<Signal<Out, Bits<32>>>,
    pub k3: Vec<Signal<Out, Bits<32>>>,
    read: [Reg<Bits<32>>; 4],
    read_load: Reg<Bit>,
    read_stage: Reg<Bits<4>>,
    read_plain: Reg<Bit>,
    inv_mix: [MixColumn; 4],
    /// The read key words' doubles, for `inv_mix`.
    doubles: [DoubleBytes; 4],
    /// The key words after InvMixColumns, beside `read`, with the stage they are for.
    mixed: [Reg<Bits<32>>; 4],
    mixed_load: Reg<Bit>,
    mixed_stage: Reg<Bits<4>>,
    group0: Vec<Reg<Bits<32>>>,
    group1: Vec<Reg<Bits<32>>>,
    group2: Vec<Reg<Bits<32>>>,
    group3: Vec<Reg<Bits<32>>>,
    /// Per stage: its group register holds its round key (one-hot, so the stage's load enable
    /// is a register and no decoder sits in front of the round-key registers).
    group_hit: Vec<Reg<Bit>>,
    /// `clear` a cycle later, for the key words: the register interface's decode then reaches
    /// flip-flop inputs, not the reset of 128 bits per group spread along the pipeline. One copy
    /// per group (`wipes[g]`) and one for `read` and `mixed` (the last), so that each copy's net
    /// stays with its words.
    wipes: Vec<ReplicatedReg<1>>,
    round_zero: Constant<Bits<4>>,
}

/// Group registers for `stages` stages.
pub fn groups(stages: usize) -> usize {
    stages.div_ceil(STAGES_PER_GROUP)
}

impl RoundKeyFanout {
    pub fn new(stages: usize, with_inverse: bool) -> Self {
        let g = groups(stages);
        let regs = |n: usize| (0..n).map(|_| Reg::default()).collect::<Vec<_>>();
        let sigs = |n: usize| (0..n).map(|_| Signal::default()).collect::<Vec<_>>();
        Self {
            clock: Default::default(),
            reset: Default::default(),
            clear: Default::default(),
            load: Default::default(),
            rd_addr: Default::default(),
            rd0: Default::default(),
            rd1: Default::default(),
            rd2: Default::default(),
            rd3: Default::default(),
            rounds: Default::default(),
            decrypt: Default::default(),
            stage_load: (0..stages).map(|_| Signal::default()).collect(),
            k0: sigs(g),
            k1: sigs(g),
            k2: sigs(g),
            k3: sigs(g),
            read: Default::default(),
            read_load: Default::default(),
            read_stage: Default::default(),
            read_plain: Default::default(),
            inv_mix: std::array::from_fn(|_| MixColumn::new(with_inverse)),
            doubles: Default::default(),
            mixed: Default::default(),
            mixed_load: Default::default(),
            mixed_stage: Default::default(),
            group0: regs(g),
            group1: regs(g),
            group2: regs(g),
            group3: regs(g),
            group_hit: (0..stages).map(|_| Reg::default()).collect(),
            wipes: (0..=g).map(|_| Default::default()).collect(),
            round_zero: Constant::new(0_u8.to_bits()),
        }
    }

    fn stages(&self) -> usize {
        self.stage_load.len()
    }

    fn groups(&self) -> usize {
        self.group0.len()
    }
}

impl Logic for RoundKeyFanout {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, read_load, read_stage, read_plain, mixed_load, mixed_stage);
        for c in 0..4 {
            self.read[c].clock.next = self.clock.val();
            self.mixed[c].clock.next = self.clock.val();
        }
        for g in 0..self.groups() {
            self.group0[g].clock.next = self.clock.val();
            self.group0[g].d.next = self.group0[g].q.val();
            self.group1[g].clock.next = self.clock.val();
            self.group1[g].d.next = self.group1[g].q.val();
            self.group2[g].clock.next = self.clock.val();
            self.group2[g].d.next = self.group2[g].q.val();
            self.group3[g].clock.next = self.clock.val();
            self.group3[g].d.next = self.group3[g].q.val();
            self.k0[g].next = self.group0[g].q.val();
            self.k1[g].next = self.group1[g].q.val();
            self.k2[g].next = self.group2[g].q.val();
            self.k3[g].next = self.group3[g].q.val();
        }

        // Step 1: the read port, registered with the stage the key is for. The registers take
        // the read port in every cycle and `read_load` says whether it was asked for, so no
        // enable derived from the refresh FSM's state reaches the 128 key bits.
        self.read_load.d.next = self.load.val();
        self.read[0].d.next = self.rd0.val();
        self.read[1].d.next = self.rd1.val();
        self.read[2].d.next = self.rd2.val();
        self.read[3].d.next = self.rd3.val();
        if self.decrypt.val() {
            self.read_stage.d.next = self.rounds.val() - self.rd_addr.val();
        } else {
            self.read_stage.d.next = self.rd_addr.val();
        }
        self.read_plain.d.next = !self.decrypt.val()
            | (self.rd_addr.val() == self.round_zero.val())
            | (self.rd_addr.val() == self.rounds.val());

        // Step 2: InvMixColumns where it applies, registered beside `read`.
        for c in 0..4 {
            self.inv_mix[c].inverse.next = true;
            self.inv_mix[c].bypass.next = self.read_plain.q.val();
        }
        self.inv_mix[0].a.next = self.read[0].q.val();
        self.inv_mix[1].a.next = self.read[1].q.val();
        self.inv_mix[2].a.next = self.read[2].q.val();
        self.inv_mix[3].a.next = self.read[3].q.val();
        for c in 0..4 {
            self.inv_mix[c].da.next = self.doubles[c].y.val();
        }
        self.doubles[0].a.next = self.read[0].q.val();
        self.doubles[1].a.next = self.read[1].q.val();
        self.doubles[2].a.next = self.read[2].q.val();
        self.doubles[3].a.next = self.read[3].q.val();
        for c in 0..4 {
            self.mixed[c].d.next = self.inv_mix[c].y.val();
        }
        self.mixed_load.d.next = self.read_load.q.val();
        self.mixed_stage.d.next = self.read_stage.q.val();

        // Step 3: into the register of the stage's group.
        for i in 0..self.stages() {
            self.group_hit[i].clock.next = self.clock.val();
            self.group_hit[i].d.next = self.mixed_load.q.val() & (self.mixed_stage.q.val() == i.to_bits());
            if self.group_hit[i].d.val() {
                self.group0[i / 4].d.next = self.mixed[0].q.val();
                self.group1[i / 4].d.next = self.mixed[1].q.val();
                self.group2[i / 4].d.next = self.mixed[2].q.val();
                self.group3[i / 4].d.next = self.mixed[3].q.val();
            }
        }

        // Step 4: the stage's own register loads from its group's.
        for i in 0..self.stages() {
            self.stage_load[i].next = self.group_hit[i].q.val();
        }

        // `clear` cancels keys in flight at once and wipes the key words a cycle later: the
        // cancelled loads never reach a stage, and the words are zero before the core's `busy`
        // falls after a zeroize.
        if self.clear.val() | self.reset.val() {
            self.read_load.d.next = false;
            self.mixed_load.d.next = false;
            for i in 0..self.stages() {
                self.group_hit[i].d.next = false;
            }
        }
        for w in 0..self.wipes.len() {
            self.wipes[w].clock.next = self.clock.val();
            self.wipes[w].d.next = self.clear.val() & !self.reset.val();
        }
        for g in 0..self.groups() {
            if self.wipes[g].q.val().any() | self.reset.val() {
                self.group0[g].d.next = 0_u32.to_bits();
                self.group1[g].d.next = 0_u32.to_bits();
                self.group2[g].d.next = 0_u32.to_bits();
                self.group3[g].d.next = 0_u32.to_bits();
            }
        }
        for w in self.groups()..self.wipes.len() {
            if self.wipes[w].q.val().any() | self.reset.val() {
                for c in 0..4 {
                    self.read[c].d.next = 0_u32.to_bits();
                    self.mixed[c].d.next = 0_u32.to_bits();
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn groups_cover_every_stage() {
        assert_eq!(groups(11), 3);
        assert_eq!(groups(15), 4);
        assert_eq!(STAGES_PER_GROUP, 4, "the kernels index groups with `i / 4`");
    }
}
