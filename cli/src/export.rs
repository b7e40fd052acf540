//! `export`: every file Vivado needs (the table is `aes_export::exports`), in the repository's
//! layout: the Tcl scripts in `synth/` find the Verilog beside them and the constraints in
//! `../constraints/`. `aes_axis.v` is the build the command line selects: a named build
//! (`--build`) and build options (`--keys`, `--decrypt`, ...) on top of it. The options are
//! `aes_export::builds::BUILD_FLAGS`; this file turns each entry into a flag.

use crate::args::BuildArgs;
use crate::files::write_atomic;
use aes_export::builds::{build_args, BUILDS};
use aes_export::exports::exports_for;
use anyhow::{anyhow, Result};
use std::path::{Path, PathBuf};

/// The repository root (the workspace this program was built in).
pub fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("the crate is in the workspace").to_path_buf()
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
