//! `aes-fpga`: the project's command-line program.
//!
//! - `export`: writes the Verilog, constraints and scripts Vivado needs, `aes_axis` in any build.
//! - `simulate`: streams a workload through the simulated `aes_axis` over its AXI ports, checks
//!   every block against the `aes` crate and prints the throughput figures.
//! - `wave`: renders a window of a VCD file as an SVG timing diagram.
//! - `speedup`: the multiplier's speedup report and the same model applied to the AES accelerator.
//! - `run`: on the board, a file through the accelerator (UIO register windows, u-dma-buf buffer).
//!
//! Bad input (keys, files, windows, signal names) ends with a one-line `error: ...` on stderr and
//! exit status 2; no partial output file is left behind (`files.rs`). A GCM message whose tag
//! does not match is `error: authentication failed`, exit status 1, and no output file.

mod export;
mod files;
mod gcm;
mod run;
mod simulate;
mod speedup;
mod wave;

use clap::{Parser, Subcommand};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Parser)]
#[command(name = "aes-fpga", version, about = "Pipelined AES accelerator for FPGAs: export, simulate, waveforms, speedup")]
struct Cli {
    /// Without a subcommand: `simulate` with the built-in workload.
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Write everything Vivado needs (Verilog, constraints) and print what was written;
    /// aes_axis.v is the build selected by --build and the build options.
    Export {
        /// Write every file into DIR [default: the repository's synth/ and constraints/].
        #[arg(long, value_name = "DIR")]
        out: Option<PathBuf>,
        #[command(flatten)]
        build: export::BuildArgs,
        /// Print the named builds and their options, and write nothing.
        #[arg(long)]
        list_builds: bool,
    },
    /// Stream a workload through the simulated aes_axis over AXI4-Lite and AXI4-Stream.
    Simulate(simulate::Args),
    /// Render a window of a VCD file as an SVG timing diagram.
    Wave(wave::Args),
    /// Speedup reports: the mymul multiplier, and the AES accelerator behind an AXI DMA.
    Speedup(speedup::Args),
    /// On the board: encrypt or decrypt a file through the FPGA (UIO register windows, u-dma-buf).
    Run(run::Args),
}

fn main() -> ExitCode {
    // A failed internal check (a block that differs from the aes crate) is reported on one line.
    std::panic::set_hook(Box::new(|info| {
        let msg = info
            .payload()
            .downcast_ref::<String>()
            .map(String::as_str)
            .or_else(|| info.payload().downcast_ref::<&str>().copied())
            .unwrap_or("unknown failure");
        eprintln!("internal error: {}", msg.replace('\n', " "));
    }));
    let cli = Cli::parse();
    let result = std::panic::catch_unwind(|| match cli.command {
        None => simulate::run(&simulate::Args::default_run()),
        Some(Command::Simulate(args)) => simulate::run(&args),
        Some(Command::Export { list_builds: true, .. }) => export::list_builds(),
        Some(Command::Export { out, build, .. }) => export::run(out.as_deref(), &build),
        Some(Command::Wave(args)) => wave::run(&args),
        Some(Command::Speedup(args)) => speedup::run(&args),
        Some(Command::Run(args)) => run::run(&args),
    });
    match result {
        Ok(Ok(())) => ExitCode::SUCCESS,
        Ok(Err(e)) if gcm::is_auth_failure(&e) => {
            // The message is not authentic: no output was written.
            eprintln!("error: authentication failed");
            ExitCode::from(1)
        }
        Ok(Err(e)) => {
            eprintln!("error: {}", format!("{e:#}").replace('\n', " "));
            ExitCode::from(2)
        }
        Err(_) => ExitCode::from(1),
    }
}
