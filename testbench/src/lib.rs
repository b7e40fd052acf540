//! Test benches for the `aes-hdl` design: the simulation harness, the software reference model,
//! drivers and scoreboards, and the runners for the external Verilog tools.

pub mod axi_dma;
pub mod axis_bench;
pub mod exports;
pub mod ghash_bench;
pub mod key_model;
pub mod core_bench;
pub mod dma_system;
pub mod engine;
pub mod msp430_bus;
pub mod mspabi_mpyul;
pub mod modes_model;
pub mod mymul_hal;
pub mod reference;
pub mod selftest_bench;
pub mod sim;
pub mod speedup;
pub mod stream;
pub mod tools;
pub mod verilator_engine;
pub mod waveform;

/// Runs test functions `fn name(options: CoreOptions)` once per S-box build of `base`, as tests
/// `lut::name` and `bram::name`.
#[macro_export]
macro_rules! sbox_builds {
    ($base:expr; $($name:ident),* $(,)?) => {
        mod lut {
            #[allow(unused_imports)]
            use super::*;
            $(#[test]
            fn $name() {
                super::$name($base.with_sbox(aes_hdl::params::SboxImpl::Lut))
            })*
        }
        mod bram {
            #[allow(unused_imports)]
            use super::*;
            $(#[test]
            fn $name() {
                super::$name($base.with_sbox(aes_hdl::params::SboxImpl::Bram))
            })*
        }
    };
}
