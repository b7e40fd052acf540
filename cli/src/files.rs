//! Output files that appear whole or not at all: the data goes to a temporary file in the target's
//! directory, which is renamed over the target only when everything succeeded. Opening the
//! temporary file up front also finds an unwritable path before any long computation.

use anyhow::{bail, Context, Result};
use std::io::Write;
use std::path::{Path, PathBuf};
use tempfile::NamedTempFile;

pub struct Pending {
    target: PathBuf,
    temp: NamedTempFile,
}

impl Pending {
    /// Checks that `target` can be written and opens its temporary file.
    pub fn new(target: &Path, what: &str) -> Result<Pending> {
        if target.is_dir() {
            bail!("cannot write {what} {}: it is a directory", target.display());
        }
        let dir = match target.parent() {
            Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
            _ => PathBuf::from("."),
        };
        let temp = NamedTempFile::new_in(&dir)
            .with_context(|| format!("cannot write {what} {}", target.display()))?;
        Ok(Pending { target: target.to_path_buf(), temp })
    }

    /// The temporary file's path (for writers that open the file themselves).
    pub fn temp_path(&self) -> &Path {
        self.temp.path()
    }

    pub fn write_all(&mut self, data: &[u8]) -> Result<()> {
        self.temp
            .as_file_mut()
            .write_all(data)
            .with_context(|| format!("cannot write {}", self.target.display()))
    }

    /// Renames the temporary file to the target.
    pub fn commit(self) -> Result<()> {
        let target = self.target;
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            // Temporary files are private; the result gets the usual permissions.
            let _ = self.temp.as_file().set_permissions(std::fs::Permissions::from_mode(0o644));
        }
        self.temp
            .persist(&target)
            .map_err(|e| e.error)
            .with_context(|| format!("cannot write {}", target.display()))?;
        Ok(())
    }
}

/// Writes `data` to `target` atomically.
pub fn write_atomic(target: &Path, data: &[u8], what: &str) -> Result<()> {
    let mut p = Pending::new(target, what)?;
    p.write_all(data)?;
    p.commit()
}

/// Reads a whole file, naming it in the error.
pub fn read(path: &Path, what: &str) -> Result<Vec<u8>> {
    std::fs::read(path).with_context(|| format!("cannot read {what} {}", path.display()))
}
