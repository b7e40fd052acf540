//! `export`: every file Vivado needs, from one table.

use crate::files::write_atomic;
use anyhow::Result;
use std::path::{Path, PathBuf};

/// Where a file goes when no `--out` is given.
#[derive(Clone, Copy)]
enum Home {
    Synth,
    Constraints,
}

/// One exported file: its name, its home folder in the repository, and how to make its text.
struct Exported {
    name: &'static str,
    home: Home,
    what: &'static str,
    text: fn() -> String,
}

/// Everything `export` writes. A new file for Vivado is one more row here.
const EXPORTS: &[Exported] = &[
    Exported {
        name: "aes_axis.v",
        home: Home::Synth,
        what: "Verilog of aes_axis (AES core, AXI4-Lite registers, AXI4-Stream data path)",
        text: aes_hdl::aes_axis::aes_axis_verilog,
    },
    Exported {
        name: "mymul.v",
        home: Home::Synth,
        what: "Verilog of mymul (openMSP430 hardware multiplier)",
        text: aes_hdl::mymul::mymul_verilog,
    },
    Exported {
        name: "aes_axis_ooc.xdc",
        home: Home::Constraints,
        what: "out-of-context clock constraint of aes_axis (aclk at 200 MHz)",
        text: || include_str!("../../constraints/aes_axis_ooc.xdc").to_string(),
    },
];

/// The repository root (the workspace this program was built in).
pub fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("the crate is in the workspace").to_path_buf()
}

pub fn run(out: Option<&Path>) -> Result<()> {
    if let Some(dir) = out {
        std::fs::create_dir_all(dir)
            .map_err(|e| anyhow::anyhow!("cannot create output directory {}: {e}", dir.display()))?;
    }
    let root = repo_root();
    for file in EXPORTS {
        let dir = match (out, file.home) {
            (Some(dir), _) => dir.to_path_buf(),
            (None, Home::Synth) => root.join("synth"),
            (None, Home::Constraints) => root.join("constraints"),
        };
        let path = dir.join(file.name);
        let text = (file.text)();
        write_atomic(&path, text.as_bytes(), "export file")?;
        println!("wrote {} ({} bytes): {}", path.display(), text.len(), file.what);
    }
    Ok(())
}
