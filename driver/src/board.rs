//! The driver's backends on Zynq Linux: register windows through UIO (`/dev/uioN`, mapped with
//! `mmap`) and the DMA buffer through u-dma-buf (`/dev/udmabufN`, with its sysfs attributes
//! `phys_addr`, `size` and the cache sync controls).
//!
//! Both take their sysfs folder as a parameter, so ordinary files can stand in for the devices.

use crate::error::{Error, Result};
use crate::{check_range, DmaBuffer, Registers};
use memmap2::{MmapMut, MmapOptions};
use std::fs::{File, OpenOptions};
use std::path::{Path, PathBuf};

fn device_err(path: &Path) -> impl FnOnce(std::io::Error) -> Error + '_ {
    move |source| Error::Device { path: path.to_path_buf(), source }
}

fn format_err(path: &Path, what: impl Into<String>) -> Error {
    Error::DeviceFormat { path: path.to_path_buf(), what: what.into() }
}

/// Reads a sysfs attribute as a number: hexadecimal with `0x`, decimal otherwise.
pub fn read_number(path: &Path) -> Result<u64> {
    let text = std::fs::read_to_string(path).map_err(device_err(path))?;
    let t = text.trim();
    let parsed = match t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
        Some(hex) => u64::from_str_radix(hex, 16),
        None => t.parse(),
    };
    parsed.map_err(|_| format_err(path, format!("{t:?} is not a number")))
}

/// Opens a device (or the file standing in for it) and maps `size` bytes of it at offset 0.
fn map(path: &Path, size: usize) -> Result<(File, MmapMut)> {
    let file = OpenOptions::new().read(true).write(true).open(path).map_err(device_err(path))?;
    let meta = file.metadata().map_err(device_err(path))?;
    // A regular file shorter than the mapping would fault on access (SIGBUS): refuse it.
    if meta.is_file() && meta.len() < size as u64 {
        return Err(format_err(path, format!("{} bytes, {size} needed", meta.len())));
    }
    if size == 0 {
        return Err(format_err(path, "nothing to map (size 0)"));
    }
    // SAFETY: the mapping is private to this object and only accessed through volatile reads and
    // writes of aligned 32-bit words (registers) or bounds-checked copies (buffer).
    let map = unsafe { MmapOptions::new().len(size).map_mut(&file) }.map_err(device_err(path))?;
    Ok((file, map))
}

/// A register window of a UIO device (its map 0).
pub struct Uio {
    path: PathBuf,
    map: MmapMut,
    _file: File,
}

impl Uio {
    /// Opens `/dev/uioN`; the window size comes from `/sys/class/uio/uioN/maps/map0/size`.
    pub fn open(path: &Path) -> Result<Uio> {
        let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        let size_attr = Path::new("/sys/class/uio").join(&name).join("maps/map0/size");
        std::fs::metadata(path).map_err(device_err(path))?;
        let size = if size_attr.exists() { read_number(&size_attr)? as usize } else { file_size(path)? };
        Uio::open_with_size(path, size)
    }

    /// Opens a register window of `size` bytes.
    pub fn open_with_size(path: &Path, size: usize) -> Result<Uio> {
        let (file, map) = map(path, size)?;
        Ok(Uio { path: path.into(), map, _file: file })
    }

    pub fn size(&self) -> usize {
        self.map.len()
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    fn word(&mut self, offset: u32) -> Result<*mut u32> {
        if offset % 4 != 0 || offset as usize + 4 > self.map.len() {
            return Err(Error::OutOfWindow { offset, size: self.map.len() });
        }
        // In bounds and aligned: the map is page-aligned and the offset a multiple of 4.
        Ok(unsafe { self.map.as_mut_ptr().add(offset as usize) as *mut u32 })
    }
}

fn file_size(path: &Path) -> Result<usize> {
    Ok(std::fs::metadata(path).map_err(device_err(path))?.len() as usize)
}

impl Registers for Uio {
    fn read32(&mut self, offset: u32) -> Result<u32> {
        let p = self.word(offset)?;
        // SAFETY: `word` checked bounds and alignment; volatile, as a device register.
        Ok(unsafe { p.read_volatile() })
    }

    fn write32(&mut self, offset: u32, value: u32) -> Result<()> {
        let p = self.word(offset)?;
        // SAFETY: as in `read32`.
        unsafe { p.write_volatile(value) };
        Ok(())
    }
}

/// A u-dma-buf buffer, used cached: the driver cleans and invalidates through the sync controls.
pub struct UdmaBuf {
    path: PathBuf,
    sysfs: PathBuf,
    phys_addr: u64,
    map: MmapMut,
    _file: File,
}

/// `sync_direction` values of u-dma-buf.
const TO_DEVICE: u32 = 1;
const FROM_DEVICE: u32 = 2;

impl UdmaBuf {
    /// Opens `/dev/udmabufN` with its attributes in `/sys/class/u-dma-buf/udmabufN`.
    pub fn open(path: &Path) -> Result<UdmaBuf> {
        let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        UdmaBuf::open_with_sysfs(path, &Path::new("/sys/class/u-dma-buf").join(name))
    }

    /// Opens the buffer `path` with its attributes in the folder `sysfs`.
    pub fn open_with_sysfs(path: &Path, sysfs: &Path) -> Result<UdmaBuf> {
        std::fs::metadata(path).map_err(device_err(path))?;
        let phys_addr = read_number(&sysfs.join("phys_addr"))?;
        let size = read_number(&sysfs.join("size"))? as usize;
        let (file, map) = map(path, size)?;
        Ok(UdmaBuf { path: path.into(), sysfs: sysfs.into(), phys_addr, map, _file: file })
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    fn sync(&self, control: &str, offset: usize, len: usize, direction: u32) -> Result<()> {
        for (attr, value) in [("sync_offset", offset as u64), ("sync_size", len as u64), ("sync_direction", direction as u64)] {
            let p = self.sysfs.join(attr);
            std::fs::write(&p, value.to_string()).map_err(device_err(&p))?;
        }
        let p = self.sysfs.join(control);
        std::fs::write(&p, "1").map_err(device_err(&p))
    }
}

impl DmaBuffer for UdmaBuf {
    fn phys_addr(&self) -> u64 {
        self.phys_addr
    }

    fn size(&self) -> usize {
        self.map.len()
    }

    fn write(&mut self, offset: usize, data: &[u8]) -> Result<()> {
        check_range(offset, data.len(), self.map.len())?;
        self.map[offset..offset + data.len()].copy_from_slice(data);
        Ok(())
    }

    fn read(&mut self, offset: usize, out: &mut [u8]) -> Result<()> {
        check_range(offset, out.len(), self.map.len())?;
        out.copy_from_slice(&self.map[offset..offset + out.len()]);
        Ok(())
    }

    fn sync_for_device(&mut self, offset: usize, len: usize) -> Result<()> {
        self.sync("sync_for_device", offset, len, TO_DEVICE)
    }

    fn sync_for_cpu(&mut self, offset: usize, len: usize) -> Result<()> {
        self.sync("sync_for_cpu", offset, len, FROM_DEVICE)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A directory standing in for `/dev` and sysfs, removed when the test passes.
    struct Scratch(PathBuf);

    impl std::ops::Deref for Scratch {
        type Target = Path;
        fn deref(&self) -> &Path {
            &self.0
        }
    }

    impl Drop for Scratch {
        fn drop(&mut self) {
            if !std::thread::panicking() {
                let _ = std::fs::remove_dir_all(&self.0);
            }
        }
    }

    fn scratch(name: &str) -> Scratch {
        let d = std::env::temp_dir().join(format!("aes-fpga-driver-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        std::fs::create_dir_all(&d).unwrap();
        Scratch(d)
    }

    #[test]
    fn uio_registers_are_words_of_the_mapped_file() {
        let d = scratch("uio");
        let dev = d.join("uio0");
        let mut words = vec![0u8; 0x100];
        words[0x3C..0x40].copy_from_slice(&crate::regs::id::ID.to_ne_bytes());
        std::fs::write(&dev, &words).unwrap();
        let mut uio = Uio::open(&dev).unwrap();
        assert_eq!(uio.size(), 0x100);
        assert_eq!(uio.read32(0x3C).unwrap(), crate::regs::id::ID);
        uio.write32(0x10, 0x0302_0100).unwrap();
        assert_eq!(uio.read32(0x10).unwrap(), 0x0302_0100);
        assert!(matches!(uio.read32(0x100), Err(Error::OutOfWindow { offset: 0x100, size: 0x100 })));
        assert!(matches!(uio.write32(0x11, 0), Err(Error::OutOfWindow { .. })));
        drop(uio);
        assert_eq!(&std::fs::read(&dev).unwrap()[0x10..0x14], &0x0302_0100u32.to_ne_bytes());
    }

    #[test]
    fn missing_or_short_devices_are_typed_errors() {
        let d = scratch("missing");
        let e = Uio::open(&d.join("uio7")).err().unwrap();
        assert!(matches!(e, Error::Device { .. }));
        assert!(e.to_string().contains("uio7") && !e.to_string().contains('\n'));
        let short = d.join("short");
        std::fs::write(&short, [0u8; 16]).unwrap();
        assert!(matches!(Uio::open_with_size(&short, 0x10000), Err(Error::DeviceFormat { .. })));
        assert!(matches!(UdmaBuf::open(&d.join("udmabuf9")), Err(Error::Device { .. })));
    }

    #[test]
    fn udmabuf_reads_its_attributes_and_syncs() {
        let d = scratch("udmabuf");
        let dev = d.join("udmabuf0");
        let sysfs = d.join("sysfs");
        std::fs::create_dir_all(&sysfs).unwrap();
        std::fs::write(&dev, vec![0u8; 4096]).unwrap();
        std::fs::write(sysfs.join("phys_addr"), "0x1f000000\n").unwrap();
        std::fs::write(sysfs.join("size"), "4096\n").unwrap();
        let mut b = UdmaBuf::open_with_sysfs(&dev, &sysfs).unwrap();
        assert_eq!(b.phys_addr(), 0x1f00_0000);
        assert_eq!(b.size(), 4096);
        b.write(16, b"0123456789abcdef").unwrap();
        let mut out = [0u8; 4];
        b.read(20, &mut out).unwrap();
        assert_eq!(&out, b"4567");
        b.sync_for_cpu(2048, 64).unwrap();
        assert_eq!(std::fs::read_to_string(sysfs.join("sync_offset")).unwrap(), "2048");
        assert_eq!(std::fs::read_to_string(sysfs.join("sync_size")).unwrap(), "64");
        assert_eq!(std::fs::read_to_string(sysfs.join("sync_direction")).unwrap(), "2");
        assert_eq!(std::fs::read_to_string(sysfs.join("sync_for_cpu")).unwrap(), "1");
        // A buffer larger than the contiguous buffer.
        assert!(matches!(b.write(4000, &[0u8; 200]), Err(Error::OutOfBuffer { offset: 4000, len: 200, size: 4096 })));
        // A size the device file cannot back, a malformed attribute.
        std::fs::write(sysfs.join("size"), "8192").unwrap();
        assert!(matches!(UdmaBuf::open_with_sysfs(&dev, &sysfs), Err(Error::DeviceFormat { .. })));
        std::fs::write(sysfs.join("phys_addr"), "zz").unwrap();
        let e = UdmaBuf::open_with_sysfs(&dev, &sysfs).err().unwrap();
        assert!(e.to_string().contains("\"zz\" is not a number"), "{e}");
    }
}
