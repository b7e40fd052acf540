//! The C driver (`c/src/aes_axis.c`, compiled into this crate by `build.rs`) on the simulated
//! system the Rust driver's tests use (`dma_system.rs`): its platform layer calls back into
//! Rust, where register accesses go to the simulated `aes_axis` (over AXI4-Lite) and to the AXI
//! DMA model, at the block design's base addresses.
//!
//! The CPU's memory is modelled with its cache: the C code reads and writes `ram` (what the CPU
//! sees), the DMA model reads and writes its own memory (the DDR). Only the driver's cache clean
//! copies CPU data to the DDR, and only its invalidate copies DMA results back, so a missing or
//! misplaced cache operation gives wrong bytes, as on the board.

use crate::dma_system::{CoreRegs, DmaRegs, Shared, BUFFER_BASE};
use crate::engine::AxisEngine;
use aes_fpga_driver::regs::Mode;
use aes_fpga_driver::Registers;
use std::ffi::{c_char, c_int, c_void, CStr};

/// `aes_axis_status` (`c/include/aes_axis.h`).
pub mod status {
    pub const OK: i32 = 0;
    pub const ERR_ARG: i32 = -1;
    pub const ERR_BAD_ID: i32 = -2;
    pub const ERR_TIMEOUT: i32 = -3;
    pub const ERR_DMA: i32 = -4;
    pub const ERR_BAD_LENGTH: i32 = -5;
    pub const ERR_BAD_KEY_LENGTH: i32 = -6;
    pub const ERR_KEY_SIZE_UNSUPPORTED: i32 = -7;
    pub const ERR_DECRYPT_UNSUPPORTED: i32 = -8;
    pub const ERR_MODE_UNSUPPORTED: i32 = -9;
    pub const ERR_NO_IV_REGISTERS: i32 = -10;
    pub const ERR_NO_KEY: i32 = -11;
    pub const ERR_NOT_DMA_MEMORY: i32 = -12;
    pub const ERR_OVERLAP: i32 = -13;
    pub const ERR_DEVICE: i32 = -14;
    pub const ERR_TAG: i32 = -15;
    pub const ERR_BAD_TAG_LENGTH: i32 = -16;
    pub const ERR_BUFFER_TOO_SMALL: i32 = -17;
    pub const ERR_GCM_UNSUPPORTED: i32 = -18;
    pub const ERR_GCM_TOO_LONG: i32 = -19;
    pub const ERR_GCM_LENGTH: i32 = -20;
    pub const ERR_XTS_KEY: i32 = -21;
    pub const ERR_XTS_DATA_UNIT: i32 = -22;
    pub const ERR_XTS_LENGTH: i32 = -23;
}

/// The block design's base addresses (`c/bsp_standin/xparameters.h`).
pub const REGS_BASE: usize = 0x43C0_0000;
pub const DMA_BASE: usize = 0x4040_0000;
const WINDOW: usize = 0x1_0000;

/// `aes_axis_platform`.
#[repr(C)]
pub struct Platform {
    pub ctx: *mut c_void,
    pub read32: extern "C" fn(*mut c_void, usize) -> u32,
    pub write32: extern "C" fn(*mut c_void, usize, u32),
    pub cache_clean: extern "C" fn(*mut c_void, *const c_void, usize),
    pub cache_invalidate: extern "C" fn(*mut c_void, *mut c_void, usize),
    pub dma_address: extern "C" fn(*mut c_void, *const c_void, usize, *mut u64) -> c_int,
}

/// `aes_axis_config`.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct CConfig {
    pub regs_base: usize,
    pub dma_base: usize,
    pub max_transfer: usize,
    pub key_ready_polls: u32,
    pub idle_polls: u32,
    pub reset_polls: u32,
}

/// `aes_axis_error`.
#[repr(C)]
pub struct CError {
    pub status: c_int,
    pub what: *const c_char,
    pub channel: c_int,
    pub dmasr: u32,
    pub value: u32,
}

/// Storage for an `aes_axis` (its fields are read through the driver's functions only).
#[repr(C, align(16))]
pub struct Device(pub [u8; 512]);

/// Storage for an `aes_axis_linux`.
#[repr(C, align(16))]
pub struct LinuxPort(pub [u8; 1024]);

pub type Print = extern "C" fn(*mut c_void, *const c_char);

extern "C" {
    pub fn aes_axis_config_init(cfg: *mut CConfig, regs_base: usize, dma_base: usize);
    pub fn aes_axis_open(dev: *mut Device, plat: *const Platform, cfg: *const CConfig) -> c_int;
    pub fn aes_axis_caps(dev: *const Device) -> u32;
    pub fn aes_axis_id(dev: *const Device) -> u32;
    pub fn aes_axis_transfer_size(dev: *const Device) -> usize;
    pub fn aes_axis_read_status(dev: *mut Device, status: *mut u32) -> c_int;
    pub fn aes_axis_load_key(dev: *mut Device, key: *const u8, len: usize) -> c_int;
    pub fn aes_axis_set_mode(dev: *mut Device, mode: c_int) -> c_int;
    pub fn aes_axis_set_iv(dev: *mut Device, iv: *const u8) -> c_int;
    pub fn aes_axis_get_iv(dev: *mut Device, iv: *mut u8) -> c_int;
    pub fn aes_axis_encrypt(dev: *mut Device, input: *const u8, output: *mut u8, len: usize) -> c_int;
    pub fn aes_axis_decrypt(dev: *mut Device, input: *const u8, output: *mut u8, len: usize) -> c_int;
    pub fn aes_axis_zeroize(dev: *mut Device) -> c_int;
    pub fn aes_axis_gcm_set_buffer(dev: *mut Device, buf: *mut u8, size: usize) -> c_int;
    pub fn aes_axis_set_work_buffer(dev: *mut Device, buf: *mut u8, size: usize) -> c_int;
    pub fn aes_axis_xts_load_keys(dev: *mut Device, key1: *const u8, key2: *const u8, key_len: usize) -> c_int;
    pub fn aes_axis_xts_encrypt_sectors(dev: *mut Device, first_sector: u64, sector_size: usize, input: *const u8, output: *mut u8, len: usize) -> c_int;
    pub fn aes_axis_xts_decrypt_sectors(dev: *mut Device, first_sector: u64, sector_size: usize, input: *const u8, output: *mut u8, len: usize) -> c_int;
    pub fn aes_axis_gcm_encrypt(
        dev: *mut Device,
        iv: *const u8,
        aad: *const u8,
        aad_len: usize,
        input: *const u8,
        output: *mut u8,
        len: usize,
        tag: *mut u8,
    ) -> c_int;
    pub fn aes_axis_gcm_decrypt(
        dev: *mut Device,
        iv: *const u8,
        aad: *const u8,
        aad_len: usize,
        input: *const u8,
        output: *mut u8,
        len: usize,
        tag: *const u8,
        tag_len: usize,
    ) -> c_int;
    pub fn aes_axis_strerror(status: c_int) -> *const c_char;
    pub fn aes_axis_last_error(dev: *const Device) -> *const CError;
    pub fn aes_axis_selftest(dev: *mut Device, input: *mut u8, output: *mut u8, print: Print, ctx: *mut c_void) -> c_int;
    pub fn aes_axis_linux_open(
        lx: *mut LinuxPort,
        uio: *const c_char,
        dma_uio: *const c_char,
        udmabuf: *const c_char,
        sys_class: *const c_char,
    ) -> c_int;
    pub fn aes_axis_linux_close(lx: *mut LinuxPort);
    pub fn aes_axis_linux_regs_base(lx: *const LinuxPort) -> usize;
    pub fn aes_axis_linux_dma_base(lx: *const LinuxPort) -> usize;
    pub fn aes_axis_linux_buffer(lx: *mut LinuxPort, offset: usize, len: usize) -> *mut u8;
}

/// The Linux port's platform, the first field of `aes_axis_linux`.
pub fn linux_platform(lx: &LinuxPort) -> *const Platform {
    lx as *const LinuxPort as *const Platform
}

/// One line for a status code, from the C driver.
pub fn strerror(status: i32) -> String {
    // SAFETY: the driver returns a static NUL-terminated string for every code.
    unsafe { CStr::from_ptr(aes_axis_strerror(status)) }.to_string_lossy().into_owned()
}

/// What the platform callbacks see: the simulated system, the CPU's view of memory, and
/// counters of what the driver did.
pub struct SimPlatform<E: AxisEngine> {
    pub sys: Shared<E>,
    core: CoreRegs<E>,
    dma: DmaRegs<E>,
    /// The CPU's view of `ram_size` bytes of memory from `BUFFER_BASE`.
    pub ram: Vec<u8>,
    pub register_accesses: u64,
    pub cache_operations: u64,
    /// A register access the system refused (SLVERR, outside every window).
    pub bus_errors: Vec<String>,
}

impl<E: AxisEngine> SimPlatform<E> {
    fn from_ctx<'a>(ctx: *mut c_void) -> &'a mut SimPlatform<E> {
        // SAFETY: `ctx` is the `SimPlatform` the `CDriver` owns, alive while the C code runs, and
        // no Rust reference to it is live during a call into C.
        unsafe { &mut *(ctx as *mut SimPlatform<E>) }
    }

    fn ram_offset(&self, p: *const c_void, len: usize) -> Option<usize> {
        let off = (p as usize).checked_sub(self.ram.as_ptr() as usize)?;
        (off.checked_add(len)? <= self.ram.len()).then_some(off)
    }

    fn access(&mut self, addr: usize, value: Option<u32>) -> u32 {
        self.register_accesses += 1;
        let (regs, off): (&mut dyn Registers, usize) = match addr {
            a if (REGS_BASE..REGS_BASE + WINDOW).contains(&a) => (&mut self.core, a - REGS_BASE),
            a if (DMA_BASE..DMA_BASE + WINDOW).contains(&a) => (&mut self.dma, a - DMA_BASE),
            a => {
                self.bus_errors.push(format!("{a:#x}: no device"));
                return 0;
            }
        };
        let r = match value {
            Some(v) => regs.write32(off as u32, v).map(|_| 0),
            None => regs.read32(off as u32),
        };
        r.unwrap_or_else(|e| {
            self.bus_errors.push(format!("{addr:#x}: {e}"));
            0
        })
    }
}

extern "C" fn read32<E: AxisEngine>(ctx: *mut c_void, addr: usize) -> u32 {
    SimPlatform::<E>::from_ctx(ctx).access(addr, None)
}

extern "C" fn write32<E: AxisEngine>(ctx: *mut c_void, addr: usize, value: u32) {
    SimPlatform::<E>::from_ctx(ctx).access(addr, Some(value));
}

/// Cache clean: the CPU's bytes of the range reach the DDR (where the memory model decodes it).
extern "C" fn cache_clean<E: AxisEngine>(ctx: *mut c_void, p: *const c_void, len: usize) {
    let pl = SimPlatform::<E>::from_ctx(ctx);
    pl.cache_operations += 1;
    let Some(off) = pl.ram_offset(p, len) else { return };
    let mut s = pl.sys.borrow_mut();
    if let Some(i) = s.dma.memory.index(BUFFER_BASE + off as u64, len) {
        s.dma.memory.bytes[i..i + len].copy_from_slice(&pl.ram[off..off + len]);
    }
}

/// Cache invalidate: the CPU sees the DDR's bytes of the range.
extern "C" fn cache_invalidate<E: AxisEngine>(ctx: *mut c_void, p: *mut c_void, len: usize) {
    let pl = SimPlatform::<E>::from_ctx(ctx);
    pl.cache_operations += 1;
    let Some(off) = pl.ram_offset(p, len) else { return };
    let s = pl.sys.borrow();
    if let Some(i) = s.dma.memory.index(BUFFER_BASE + off as u64, len) {
        pl.ram[off..off + len].copy_from_slice(&s.dma.memory.bytes[i..i + len]);
    }
}

extern "C" fn dma_address<E: AxisEngine>(ctx: *mut c_void, p: *const c_void, len: usize, bus: *mut u64) -> c_int {
    let pl = SimPlatform::<E>::from_ctx(ctx);
    match pl.ram_offset(p, len) {
        Some(off) => {
            // SAFETY: the driver passes a valid pointer for the result.
            unsafe { *bus = BUFFER_BASE + off as u64 };
            0
        }
        None => -1,
    }
}

/// The C driver on a simulated system: the platform, its callbacks and the device.
pub struct CDriver<E: AxisEngine> {
    pub platform: Box<SimPlatform<E>>,
    callbacks: Box<Platform>,
    dev: Box<Device>,
}

impl<E: AxisEngine> CDriver<E> {
    /// A driver on `sys` whose CPU sees `ram_size` bytes from `BUFFER_BASE` (more than the memory
    /// model holds: the rest is an address the DMA cannot decode). Not opened yet.
    pub fn new(sys: &Shared<E>, ram_size: usize) -> Self {
        let mut platform = Box::new(SimPlatform {
            sys: sys.clone(),
            core: CoreRegs(sys.clone()),
            dma: DmaRegs(sys.clone()),
            ram: vec![0; ram_size],
            register_accesses: 0,
            cache_operations: 0,
            bus_errors: vec![],
        });
        let callbacks = Box::new(Platform {
            ctx: &mut *platform as *mut SimPlatform<E> as *mut c_void,
            read32: read32::<E>,
            write32: write32::<E>,
            cache_clean: cache_clean::<E>,
            cache_invalidate: cache_invalidate::<E>,
            dma_address: dma_address::<E>,
        });
        CDriver { platform, callbacks, dev: Box::new(Device([0; 512])) }
    }

    /// The C driver's default config at the block design's addresses.
    pub fn default_config() -> CConfig {
        let mut cfg = CConfig { regs_base: 0, dma_base: 0, max_transfer: 0, key_ready_polls: 0, idle_polls: 0, reset_polls: 0 };
        // SAFETY: a valid config to fill.
        unsafe { aes_axis_config_init(&mut cfg, REGS_BASE, DMA_BASE) };
        cfg
    }

    pub fn open(&mut self, cfg: &CConfig) -> i32 {
        // SAFETY: the device storage, the callbacks and the config outlive the call.
        unsafe { aes_axis_open(&mut *self.dev, &*self.callbacks, cfg) }
    }

    pub fn dev(&mut self) -> *mut Device {
        &mut *self.dev
    }

    pub fn caps(&self) -> u32 {
        // SAFETY: the device storage is valid.
        unsafe { aes_axis_caps(&*self.dev) }
    }

    pub fn id(&self) -> u32 {
        // SAFETY: as above.
        unsafe { aes_axis_id(&*self.dev) }
    }

    pub fn transfer_size(&self) -> usize {
        // SAFETY: as above.
        unsafe { aes_axis_transfer_size(&*self.dev) }
    }

    pub fn status_register(&mut self) -> (i32, u32) {
        let mut s = 0;
        // SAFETY: as above.
        let r = unsafe { aes_axis_read_status(self.dev(), &mut s) };
        (r, s)
    }

    pub fn load_key(&mut self, key: &[u8]) -> i32 {
        // SAFETY: `key` holds `key.len()` bytes.
        unsafe { aes_axis_load_key(self.dev(), key.as_ptr(), key.len()) }
    }

    pub fn set_mode(&mut self, mode: Mode) -> i32 {
        self.set_mode_code(mode.code() as c_int)
    }

    pub fn set_mode_code(&mut self, code: c_int) -> i32 {
        // SAFETY: the device storage is valid.
        unsafe { aes_axis_set_mode(self.dev(), code) }
    }

    pub fn set_iv(&mut self, iv: &[u8; 16]) -> i32 {
        // SAFETY: 16 bytes.
        unsafe { aes_axis_set_iv(self.dev(), iv.as_ptr()) }
    }

    pub fn iv(&mut self) -> (i32, [u8; 16]) {
        let mut iv = [0u8; 16];
        // SAFETY: 16 bytes.
        let r = unsafe { aes_axis_get_iv(self.dev(), iv.as_mut_ptr()) };
        (r, iv)
    }

    /// A pointer into the CPU's memory (also past its end, for the bad-input tests).
    pub fn ram_ptr(&mut self, offset: usize) -> *mut u8 {
        self.platform.ram.as_mut_ptr().wrapping_add(offset)
    }

    /// Encrypts or decrypts `len` bytes at `ram[src..]` into `ram[dst..]`.
    pub fn process(&mut self, decrypt: bool, src: usize, dst: usize, len: usize) -> i32 {
        let (i, o) = (self.ram_ptr(src) as *const u8, self.ram_ptr(dst));
        self.process_raw(decrypt, i, o, len)
    }

    /// The same with any pointers.
    pub fn process_raw(&mut self, decrypt: bool, input: *const u8, output: *mut u8, len: usize) -> i32 {
        // SAFETY: the driver checks its arguments; the pointers the tests pass either lie in
        // `ram` or are refused before they are dereferenced.
        unsafe {
            if decrypt {
                aes_axis_decrypt(self.dev(), input, output, len)
            } else {
                aes_axis_encrypt(self.dev(), input, output, len)
            }
        }
    }

    /// Sets the GCM work buffer to `ram[at..at + size]`.
    pub fn gcm_set_buffer(&mut self, at: usize, size: usize) -> i32 {
        let p = self.ram_ptr(at);
        // SAFETY: the driver checks the range with the platform before it keeps the pointer.
        unsafe { aes_axis_gcm_set_buffer(self.dev(), p, size) }
    }

    /// GCM encryption of `input` with `aad`, both in Rust memory (the driver copies them into the
    /// work buffer): the status, the output and the tag, each as the call left it (`out` starts
    /// as `fill`).
    pub fn gcm_encrypt(&mut self, iv: &[u8; 12], aad: &[u8], input: &[u8], fill: u8) -> (i32, Vec<u8>, [u8; 16]) {
        let mut out = vec![fill; input.len()];
        let mut tag = [fill; 16];
        // SAFETY: every pointer covers the length passed with it.
        let r = unsafe {
            aes_axis_gcm_encrypt(self.dev(), iv.as_ptr(), aad.as_ptr(), aad.len(), input.as_ptr(), out.as_mut_ptr(), input.len(), tag.as_mut_ptr())
        };
        (r, out, tag)
    }

    /// GCM decryption: the status and the output (starting as `fill`).
    pub fn gcm_decrypt(&mut self, iv: &[u8; 12], aad: &[u8], input: &[u8], tag: &[u8], fill: u8) -> (i32, Vec<u8>) {
        let mut out = vec![fill; input.len()];
        // SAFETY: as above.
        let r = unsafe {
            aes_axis_gcm_decrypt(
                self.dev(),
                iv.as_ptr(),
                aad.as_ptr(),
                aad.len(),
                input.as_ptr(),
                out.as_mut_ptr(),
                input.len(),
                tag.as_ptr(),
                tag.len(),
            )
        };
        (r, out)
    }

    /// Sets the work buffer (GCM, XTS sectors that are not a whole number of blocks) to
    /// `ram[at..at + size]`.
    pub fn set_work_buffer(&mut self, at: usize, size: usize) -> i32 {
        let p = self.ram_ptr(at);
        // SAFETY: the driver checks the range with the platform before it keeps the pointer.
        unsafe { aes_axis_set_work_buffer(self.dev(), p, size) }
    }

    /// Loads the XTS keys, both of one length (the C call takes one).
    pub fn xts_load_keys(&mut self, key1: &[u8], key2: &[u8]) -> i32 {
        assert_eq!(key1.len(), key2.len(), "the keys of one XTS key");
        // SAFETY: both keys hold `key1.len()` bytes.
        unsafe { aes_axis_xts_load_keys(self.dev(), key1.as_ptr(), key2.as_ptr(), key1.len()) }
    }

    /// XTS over `len` bytes of sectors at `ram[src..]` into `ram[dst..]`.
    pub fn xts(&mut self, decrypt: bool, first: u64, size: usize, src: usize, dst: usize, len: usize) -> i32 {
        let (i, o) = (self.ram_ptr(src) as *const u8, self.ram_ptr(dst));
        self.xts_raw(decrypt, first, size, i, o, len)
    }

    /// The same with any pointers.
    pub fn xts_raw(&mut self, decrypt: bool, first: u64, size: usize, input: *const u8, output: *mut u8, len: usize) -> i32 {
        // SAFETY: the driver checks its arguments; the pointers the tests pass either cover
        // `len` bytes or are refused before they are dereferenced.
        unsafe {
            if decrypt {
                aes_axis_xts_decrypt_sectors(self.dev(), first, size, input, output, len)
            } else {
                aes_axis_xts_encrypt_sectors(self.dev(), first, size, input, output, len)
            }
        }
    }

    pub fn zeroize(&mut self) -> i32 {
        // SAFETY: the device storage is valid.
        unsafe { aes_axis_zeroize(self.dev()) }
    }

    /// The last error's status, what it names, the DMA channel and DMASR, and its value.
    pub fn last_error(&self) -> (i32, String, i32, u32, u32) {
        // SAFETY: the driver returns a pointer into the device; `what` is a static string.
        unsafe {
            let e = &*aes_axis_last_error(&*self.dev);
            let what = if e.what.is_null() { String::new() } else { CStr::from_ptr(e.what).to_string_lossy().into_owned() };
            (e.status, what, e.channel, e.dmasr, e.value)
        }
    }

    /// Register accesses and cache operations so far.
    pub fn activity(&self) -> (u64, u64) {
        (self.platform.register_accesses, self.platform.cache_operations)
    }

    /// Runs the example application's self-check with its buffers at `ram[src..]` and
    /// `ram[dst..]`; returns the failures and the lines it printed.
    pub fn selftest(&mut self, src: usize, dst: usize) -> (i32, Vec<String>) {
        extern "C" fn collect(ctx: *mut c_void, line: *const c_char) {
            // SAFETY: `ctx` is the Vec below, `line` a NUL-terminated string.
            let lines = unsafe { &mut *(ctx as *mut Vec<String>) };
            lines.push(unsafe { CStr::from_ptr(line) }.to_string_lossy().into_owned());
        }
        let mut lines: Vec<String> = vec![];
        let (i, o) = (self.ram_ptr(src), self.ram_ptr(dst));
        // SAFETY: 128 bytes at each buffer, the Vec outlives the call.
        let failures = unsafe { aes_axis_selftest(self.dev(), i, o, collect, &mut lines as *mut Vec<String> as *mut c_void) };
        (failures, lines)
    }
}
