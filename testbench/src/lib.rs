//! Test benches for the `aes-hdl` design: the design's blocks on the cycle-stepped simulation
//! and on Verilator (over `hdl-harness`), the software reference model, drivers, scoreboards, the
//! AXI DMA and memory models, and the C driver on them.

pub mod axi_dma;
pub mod axis_bench;
pub mod c_driver;
pub mod cavp_gcm;
pub mod clocks;
pub mod gcm_bench;
pub mod ghash_bench;
pub mod key_dump;
pub mod key_model;
pub mod core_bench;
pub mod dma_system;
pub mod engine;
pub mod modes_model;
pub mod reference;
pub mod stream;
pub mod verilator_engine;
pub mod waveform;
pub mod xts_bench;

/// Runs test functions `fn name(options: CoreOptions)` once per S-box build of `base` and per
/// number of registers per round, as tests `lut::name`, `bram::name`, `lut_2reg::name` and
/// `bram_2reg::name`. The core's rust-hdl model simulates fast enough for all four.
#[macro_export]
macro_rules! sbox_builds {
    ($base:expr; $($name:ident),* $(,)?) => {
        $crate::sbox_builds!(@one lut, $base.with_sbox(aes_hdl::params::SboxImpl::Lut); $($name),*);
        $crate::sbox_builds!(@one bram, $base.with_sbox(aes_hdl::params::SboxImpl::Bram); $($name),*);
        $crate::sbox_builds!(@one lut_2reg, $base.with_sbox(aes_hdl::params::SboxImpl::Lut).with_regs_per_round(2); $($name),*);
        $crate::sbox_builds!(@one bram_2reg, $base.with_sbox(aes_hdl::params::SboxImpl::Bram).with_regs_per_round(2); $($name),*);
    };
    (@one $module:ident, $options:expr; $($name:ident),*) => {
        mod $module {
            #[allow(unused_imports)]
            use super::*;
            $(#[test]
            fn $name() {
                super::$name($options)
            })*
        }
    };
}
