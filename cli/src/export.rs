//! `export`: every file Vivado needs (the table is `aes_testbench::exports`), in the repository's
//! layout: the Tcl scripts in `synth/` find the Verilog beside them and the constraints in
//! `../constraints/`. `aes_axis.v` is the build the command line selects: a named build
//! (`--build`) and build options (`--keys`, `--decrypt`, ...) on top of it. The options are
//! `aes_export::builds::BUILD_FLAGS`; this file turns each entry into a flag.

use crate::files::write_atomic;
use aes_hdl::params::CoreOptions;
use aes_export::builds::{build_args, build_options, BUILDS, BUILD_FLAGS};
use aes_export::exports::exports_for;
use anyhow::{anyhow, Result};
use clap::{Arg, ArgMatches, FromArgMatches};
use std::path::{Path, PathBuf};

/// The repository root (the workspace this program was built in).
pub fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("the crate is in the workspace").to_path_buf()
}

/// The build selected on the command line: `--build NAME` and one flag per `BUILD_FLAGS` entry.
/// Values are checked by `build_options`, so that a bad one gets the program's one-line error.
pub struct BuildArgs {
    build: Option<String>,
    flags: Vec<(&'static str, String)>,
}

impl BuildArgs {
    /// The build's options, or a one-line message.
    pub fn options(&self) -> Result<CoreOptions> {
        let flags: Vec<(&str, &str)> = self.flags.iter().map(|(n, v)| (*n, v.as_str())).collect();
        build_options(self.build.as_deref(), &flags).map_err(|e| anyhow!(e))
    }
}

impl FromArgMatches for BuildArgs {
    fn from_arg_matches(m: &ArgMatches) -> Result<Self, clap::Error> {
        let flags =
            BUILD_FLAGS.iter().filter_map(|f| m.get_one::<String>(f.name).map(|v| (f.name, v.clone()))).collect();
        Ok(BuildArgs { build: m.get_one::<String>("build").cloned(), flags })
    }

    fn update_from_arg_matches(&mut self, m: &ArgMatches) -> Result<(), clap::Error> {
        *self = Self::from_arg_matches(m)?;
        Ok(())
    }
}

impl clap::Args for BuildArgs {
    fn augment_args(cmd: clap::Command) -> clap::Command {
        let names: Vec<&str> = BUILDS.iter().map(|b| b.name).collect();
        let mut cmd = cmd.arg(
            Arg::new("build")
                .long("build")
                .value_name("NAME")
                .help(format!("Named build of aes_axis.v: {} [default: {}]", names.join(", "), names[0])),
        );
        for f in BUILD_FLAGS {
            cmd = cmd.arg(Arg::new(f.name).long(f.name).value_name("VALUE").help(f.help));
        }
        cmd
    }

    fn augment_args_for_update(cmd: clap::Command) -> clap::Command {
        Self::augment_args(cmd)
    }
}

/// Prints the named builds, one a line: name, options, description.
pub fn list_builds() -> Result<()> {
    for b in BUILDS {
        println!("{} {} ({})", b.name, build_args(&b.options), b.what);
    }
    Ok(())
}

/// Writes every exported file under `out` (default: the repository itself), `aes_axis.v` built as
/// `build` selects. A bad build is reported before anything is written.
pub fn run(out: Option<&Path>, build: &BuildArgs) -> Result<()> {
    let options = build.options()?;
    let root = out.map(Path::to_path_buf).unwrap_or_else(repo_root);
    for file in exports_for(options) {
        let path = root.join(file.path);
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir)
                .map_err(|e| anyhow!("cannot create output directory {}: {e}", dir.display()))?;
        }
        write_atomic(&path, file.contents.as_bytes(), "export file")?;
        println!("wrote {} ({} bytes): {}", path.display(), file.contents.len(), file.what);
    }
    println!("aes_axis.v: {}", build_args(&options));
    Ok(())
}
