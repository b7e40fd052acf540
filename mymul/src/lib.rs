//! `mymul`: a 16 x 16 -> 32-bit hardware multiplier on the openMSP430 peripheral bus, and what it
//! buys over the library multiply it replaces (`docs/mymul.md`). In layers, each importing only
//! from the layers above it in this list:
//!
//! - [`peripheral`]: the RustHDL block (Verilog module `mymul`), its ports, register map and
//!   timing; [`mspabi_mpyul`]: the software baseline, the MSP430 library multiply run on a model
//!   of the CPU's registers;
//! - [`msp430_bus`]: the CPU side of the peripheral bus, over the simulated block;
//! - [`hal`]: the HAL's calls on that bus, and their cycles as compiled for the MSP430;
//! - [`speedup`]: Amdahl's law with the communication time, fed with the measured figures.

pub mod peripheral;
pub mod mspabi_mpyul;
pub mod msp430_bus;
pub mod hal;
pub mod speedup;
