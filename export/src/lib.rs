//! The products of the design, generated from it and from the register contract
//! (`aes_fpga_driver::regs`), without the test harness. In layers, each importing only from the
//! layers above it in this list:
//!
//! - [`builds`]: the named builds of `aes_axis` and the build options of the command line;
//! - [`register_files`]: the register map for people who never open Rust: the C headers, the
//!   IP-XACT memory map of `synth/package_ip.tcl` and `docs/registers.md`;
//! - [`exports`]: every file Vivado and Vitis receive, with its place in the repository.

pub mod builds;
pub mod register_files;
pub mod exports;
