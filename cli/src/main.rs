//! `aes-fpga`: the project's command-line program.
//!
//! - `export`: writes the Verilog, constraints and scripts Vivado needs, `aes_axis` in any build.
//! - `simulate`: streams a workload through the simulated `aes_axis` over its AXI ports, checks
//!   every block against the `aes` crate and prints the throughput figures.
//! - `wave`: renders a window of a VCD file as an SVG timing diagram.
//! - `speedup`: the multiplier's speedup report and the same model applied to the AES accelerator.
//! - `run`: on the board, a file through the accelerator (UIO register windows, u-dma-buf buffer).
//!
//! Every argument, its type and its parser is in `args.rs`.
//!
//! Bad input (keys, files, windows, signal names) ends with a one-line `error: ...` on stderr and
//! exit status 2; no partial output file is left behind (`files.rs`). A GCM message whose tag
//! does not match is `error: authentication failed`, exit status 1, and no output file.

mod args;
mod export;
mod files;
mod gcm;
mod run;
mod simulate;
mod speedup;
mod wave;
mod xts;

use args::{Cli, Command, SimulateArgs};
use clap::Parser;
use std::process::ExitCode;

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
        None => simulate::run(&SimulateArgs::default_run()),
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
