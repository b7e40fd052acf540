//! The C side without the simulation: the generated headers compile as C99 and C++ and their
//! values are the contract's; the driver, the Vitis port and the example application compile for
//! the Zynq's Cortex-A9 against the stand-in BSP headers and need nothing from the C library but
//! `mem*`; the Linux port opens, maps and drives stand-in devices (ordinary files, as the Rust
//! `board` module's tests use).

use aes_fpga_driver::dma::{dmacr, dmasr, reg};
use aes_fpga_driver::gcm;
use aes_fpga_driver::regs::{self, caps, ctrl, id, offset, status, KeySize, Mode, REGISTERS};
use aes_testbench::c_driver::{self, status::*, CDriver, LinuxPort};
use aes_export::exports::project_file;
use aes_export::register_files::{aes_axis_defines, axi_dma_defines, key_c_name, mode_c_name, Define};
use hdl_harness::tools::{require, scratch_dir};
use std::ffi::CString;
use std::path::{Path, PathBuf};
use std::process::Command;

fn run(cmd: &mut Command) -> String {
    let out = cmd.output().unwrap_or_else(|e| panic!("cannot run {cmd:?}: {e}"));
    let text = format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    assert!(out.status.success(), "{cmd:?} failed:\n{text}");
    text
}

/// A C program that prints `NAME value` for every name, compiled by `compiler` with `flags`, run.
fn print_values(compiler: &str, flags: &[&str], names: &[String], dir: &Path) -> Vec<(String, u64)> {
    require(compiler);
    let ext = if compiler == "g++" { "cpp" } else { "c" };
    // The driver's API header too: it must compile as C++ (`extern "C"`).
    let mut src = String::from("#include <stdio.h>\n#include \"aes_axis.h\"\n#include \"axi_dma_regs.h\"\nint main(void) {\n");
    for n in names {
        src.push_str(&format!("    printf(\"%s %llu\\n\", \"{n}\", (unsigned long long)({n}));\n"));
    }
    src.push_str("    return 0;\n}\n");
    let file = dir.join(format!("values.{ext}"));
    std::fs::write(&file, src).unwrap();
    let exe = dir.join(format!("values_{ext}"));
    run(Command::new(compiler).args(flags).arg("-I").arg(project_file("c/include")).arg(&file).arg("-o").arg(&exe));
    run(&mut Command::new(&exe))
        .lines()
        .map(|l| {
            let (n, v) = l.split_once(' ').unwrap();
            (n.to_string(), v.parse().unwrap())
        })
        .collect()
}

/// The values the headers must have, from the contract's constants (not from the generator).
fn contract_values() -> Vec<(String, u64)> {
    let mut v: Vec<(String, u64)> = vec![];
    let mut put = |n: &str, x: u64| v.push((format!("AES_AXIS_{n}"), x));
    for r in &REGISTERS {
        put(&format!("{}_OFFSET", r.name), r.offset as u64);
        for f in r.fields {
            put(&format!("{}_{}_SHIFT", r.name, f.name), f.shift as u64);
            put(&format!("{}_{}_MASK", r.name, f.name), ((1u64 << f.bits) - 1) << f.shift);
        }
    }
    for i in 0..regs::KEY_WORDS {
        put(&format!("KEY_OFFSET({i})"), offset::key(i) as u64);
    }
    for i in 0..regs::IV_WORDS {
        put(&format!("IV_OFFSET({i})"), offset::iv(i) as u64);
    }
    put("CTRL_DECRYPT", ctrl::DECRYPT as u64);
    put("CTRL_ZEROIZE", ctrl::ZEROIZE as u64);
    put("CTRL_KEYLEN_MASK", ctrl::KEYLEN_MASK as u64);
    put("CTRL_MODE_MASK", ctrl::MODE_MASK as u64);
    put("STATUS_KEY_READY", status::KEY_READY as u64);
    put("STATUS_PARTIAL", status::PARTIAL as u64);
    put("STATUS_LENGTH_ERR", status::LENGTH_ERR as u64);
    put("STATUS_XKEY_READY", status::XKEY_READY as u64);
    put("CAPS_DECRYPT", caps::DECRYPT as u64);
    put("CAPS_AES256", caps::AES256 as u64);
    put("CAPS_CTR", caps::CTR as u64);
    put("CAPS_MODES", caps::MODES as u64);
    put("CAPS_GCM", caps::GCM as u64);
    put("CAPS_XTS", caps::XTS as u64);
    put("CAPS_ANY_MODE", caps::ANY_MODE as u64);
    put("ID_VALUE", id::ID as u64);
    put("ID_MAGIC", id::MAGIC as u64);
    put("ID_VERSION", id::VERSION as u64);
    put("ID_GCM_VALUE", id::ID_GCM as u64);
    put("ID_GCM_VERSION", id::VERSION_GCM as u64);
    put("KEY_WORDS", regs::KEY_WORDS as u64);
    put("IV_WORDS", regs::IV_WORDS as u64);
    for m in Mode::CODES {
        put(&format!("CTRL_MODE_{}", mode_c_name(m)), m.code() as u64);
        put(&format!("MODE_{}_CAPS", mode_c_name(m)), m.caps_bit() as u64);
    }
    for k in KeySize::ALL {
        put(&format!("CTRL_KEYLEN_{}", key_c_name(k)), k.code() as u64);
        put(&format!("KEYLEN_{}_BYTES", key_c_name(k)), k.bytes() as u64);
    }
    put("GCM_IV_BYTES", gcm::IV_BYTES as u64);
    put("GCM_TAG_BYTES", gcm::TAG_BYTES as u64);
    for n in 0..=16 {
        put(&format!("GCM_TAG_LENGTHS>>{n}&1u"), gcm::TAG_LENGTHS.contains(&n) as u64);
    }
    for (n, x) in [
        ("MM2S_DMACR", reg::MM2S_DMACR),
        ("MM2S_DMASR", reg::MM2S_DMASR),
        ("MM2S_SA", reg::MM2S_SA),
        ("MM2S_LENGTH", reg::MM2S_LENGTH),
        ("S2MM_DMACR", reg::S2MM_DMACR),
        ("S2MM_DMASR", reg::S2MM_DMASR),
        ("S2MM_DA", reg::S2MM_DA),
        ("S2MM_LENGTH", reg::S2MM_LENGTH),
        ("DMACR_RS", dmacr::RS),
        ("DMACR_RESET", dmacr::RESET),
        ("DMASR_IDLE", dmasr::IDLE),
        ("DMASR_HALTED", dmasr::HALTED),
        ("DMASR_IOC_IRQ", dmasr::IOC_IRQ),
        ("DMASR_ERRORS", dmasr::ERRORS),
    ] {
        v.push((format!("AXI_DMA_{n}"), x as u64));
    }
    v
}

/// Every define the headers have, and the contract's values read back from a C99 and a C++
/// program (which include the driver's API header as well): the same numbers.
#[test]
fn generated_headers_compile_as_c_and_cpp_with_the_contract_values() {
    let dir = scratch_dir("c_headers");
    let every: Vec<Define> = aes_axis_defines().into_iter().chain(axi_dma_defines()).flat_map(|(_, d)| d).collect();
    let contract = contract_values();
    let mut names: Vec<String> = every.iter().map(|d| d.name.clone()).collect();
    names.extend(contract.iter().map(|(n, _)| n.clone()));
    for (compiler, flags) in [
        ("gcc", &["-std=c99", "-Wall", "-Wextra", "-Werror", "-pedantic"][..]),
        ("g++", &["-std=c++11", "-Wall", "-Wextra", "-Werror", "-pedantic"][..]),
    ] {
        let got = print_values(compiler, flags, &names, &dir);
        let value = |n: &str| got.iter().find(|(m, _)| m == n).map(|(_, v)| *v);
        for d in &every {
            assert_eq!(value(&d.name), Some(d.value), "{compiler}: {}", d.name);
        }
        for (n, want) in &contract {
            assert_eq!(value(n), Some(*want), "{compiler}: {n} against the contract");
        }
    }
    assert!(every.len() > 100, "{} defines", every.len());
}

/// The driver, the Vitis port and the example compile for the Zynq's CPU; their undefined
/// symbols are the BSP's functions, `memcpy`/`memset`/`memcmp` and the compiler's runtime: no
/// allocation, no OS. The driver defines every call of its header, GCM's and XTS's included (the
/// example's self-check calls them).
#[test]
fn driver_vitis_port_and_example_compile_for_the_cortex_a9() {
    require("arm-none-eabi-gcc");
    let dir = scratch_dir("c_arm");
    let c = project_file("c");
    let mut objects: Vec<PathBuf> = vec![];
    for src in ["src/aes_axis.c", "port/vitis/aes_axis_vitis.c", "examples/selftest/aes_axis_selftest.c", "examples/vitis/main.c"] {
        let obj = dir.join(Path::new(src).file_name().unwrap()).with_extension("o");
        run(Command::new("arm-none-eabi-gcc")
            .args(["-mcpu=cortex-a9", "-mfpu=vfpv3", "-mfloat-abi=hard", "-std=c99", "-O2"])
            .args(["-Wall", "-Wextra", "-Werror", "-pedantic", "-ffreestanding", "-c"])
            .arg("-I").arg(c.join("include"))
            .arg("-I").arg(c.join("port/vitis"))
            .arg("-I").arg(c.join("bsp_standin"))
            .arg("-I").arg(c.join("examples/selftest"))
            .arg(c.join(src))
            .arg("-o").arg(&obj));
        objects.push(obj);
    }
    let nm = run(Command::new("arm-none-eabi-nm").arg("-u").args(&objects));
    let mut undefined: Vec<&str> = nm.lines().filter_map(|l| l.split_whitespace().nth(1)).collect();
    undefined.sort();
    undefined.dedup();
    let allowed = [
        "Xil_DCacheFlushRange", "Xil_DCacheInvalidateRange", "Xil_In32", "Xil_Out32", "XTime_GetTime", "xil_printf",
        "memcmp", "memcpy", "memset",
    ];
    let defined = run(Command::new("arm-none-eabi-nm").arg("--defined-only").args(&objects));
    for s in &undefined {
        let ours = defined.lines().any(|l| l.split_whitespace().nth(2) == Some(s));
        // `__aeabi_*`: the compiler's runtime (64-bit division), from libgcc.
        assert!(ours || allowed.contains(s) || s.starts_with("__aeabi_"), "undefined symbol {s}:\n{nm}");
    }
    assert!(undefined.contains(&"Xil_In32") && undefined.contains(&"Xil_DCacheInvalidateRange"), "{nm}");
    let driver = run(Command::new("arm-none-eabi-nm").arg("--defined-only").arg(&objects[0]));
    let header = std::fs::read_to_string(c.join("include/aes_axis.h")).unwrap();
    // The function declarations: unindented lines with `aes_axis_NAME(`.
    let calls: Vec<String> = header
        .lines()
        .filter(|l| !l.starts_with([' ', '#', '/', '}']))
        .filter_map(|l| {
            let rest = &l[l.find("aes_axis_")?..];
            let name: String = rest.chars().take_while(|ch| ch.is_ascii_alphanumeric() || *ch == '_').collect();
            rest[name.len()..].starts_with('(').then_some(name)
        })
        .collect();
    assert!(calls.len() > 20, "{calls:?}");
    for call in ["aes_axis_xts_load_keys", "aes_axis_xts_encrypt_sectors", "aes_axis_xts_decrypt_sectors", "aes_axis_set_work_buffer"] {
        assert!(calls.iter().any(|c| c == call), "{call} not in aes_axis.h");
    }
    for call in &calls {
        assert!(driver.lines().any(|l| l.split_whitespace().nth(2) == Some(call)), "{call} not defined for the Cortex-A9:\n{driver}");
    }
}

/// Stand-ins for the devices of the board in `dir`: the two UIO windows (ordinary files with
/// `ID`, `CAPS` and `STATUS.KEY_READY` in them), a u-dma-buf buffer and their sysfs attributes.
fn stand_in_devices(dir: &Path, buffer_phys: u64) -> (PathBuf, PathBuf, PathBuf, PathBuf) {
    let sys = dir.join("sys");
    let mut regs = vec![0u8; 0x10000];
    regs[offset::ID as usize..][..4].copy_from_slice(&id::ID.to_le_bytes());
    regs[offset::CAPS as usize..][..4].copy_from_slice(&0x7fu32.to_le_bytes());
    regs[offset::STATUS as usize..][..4].copy_from_slice(&status::KEY_READY.to_le_bytes());
    let (uio0, uio1, buf) = (dir.join("uio0"), dir.join("uio1"), dir.join("udmabuf0"));
    std::fs::write(&uio0, &regs).unwrap();
    std::fs::write(&uio1, vec![0u8; 0x10000]).unwrap();
    std::fs::write(&buf, vec![0u8; 4096]).unwrap();
    for n in ["uio0", "uio1"] {
        let m = sys.join("uio").join(n).join("maps/map0");
        std::fs::create_dir_all(&m).unwrap();
        std::fs::write(m.join("size"), "0x10000\n").unwrap();
    }
    let u = sys.join("u-dma-buf/udmabuf0");
    std::fs::create_dir_all(&u).unwrap();
    std::fs::write(u.join("phys_addr"), format!("{buffer_phys:#x}\n")).unwrap();
    std::fs::write(u.join("size"), "4096\n").unwrap();
    for a in ["sync_for_device", "sync_for_cpu", "sync_offset", "sync_size", "sync_direction"] {
        std::fs::write(u.join(a), "").unwrap();
    }
    (uio0, uio1, buf, sys)
}

fn cstr(p: &Path) -> CString {
    CString::new(p.to_str().unwrap()).unwrap()
}

/// The Linux port on stand-in files: it maps the windows and the buffer, the driver reads `ID`
/// and `CAPS` through it and writes `IV0..IV3` into the window; a buffer outside u-dma-buf is
/// refused; a transfer cleans the range through the sync attributes, then waits for the DMA's
/// reset, which a file never completes (a timeout); a missing device or a window too small
/// fails the open.
#[test]
fn linux_port_on_stand_in_devices() {
    let dir = scratch_dir("c_linux");
    let (uio0, uio1, buf, sys) = stand_in_devices(&dir, 0x1f00_0000);
    let mut lx = Box::new(LinuxPort([0; 1024]));
    let open = |lx: &mut LinuxPort, a: &Path, b: &Path, c: &Path, s: &Path| unsafe {
        c_driver::aes_axis_linux_open(lx, cstr(a).as_ptr(), cstr(b).as_ptr(), cstr(c).as_ptr(), cstr(s).as_ptr())
    };
    assert_eq!(open(&mut lx, &uio0, &uio1, &buf, &sys), OK);
    let mut cfg = CDriver::<hdl_harness::sim::Sim<aes_hdl::aes_axis::AesAxis>>::default_config();
    unsafe {
        cfg.regs_base = c_driver::aes_axis_linux_regs_base(&*lx);
        cfg.dma_base = c_driver::aes_axis_linux_dma_base(&*lx);
    }
    cfg.reset_polls = 3;
    let mut dev = Box::new(c_driver::Device([0; 512]));
    let d = &mut *dev as *mut c_driver::Device;
    unsafe {
        assert_eq!(c_driver::aes_axis_open(d, c_driver::linux_platform(&lx), &cfg), OK);
        assert_eq!((c_driver::aes_axis_id(d), c_driver::aes_axis_caps(d)), (id::ID, 0x7f));
        let iv: Vec<u8> = (0x10..0x20).collect();
        assert_eq!(c_driver::aes_axis_set_iv(d, iv.as_ptr()), OK);
        assert_eq!(c_driver::aes_axis_load_key(d, [0u8; 16].as_ptr(), 16), OK, "STATUS reads KEY_READY");
        let outside = [0u8; 32];
        let inside = c_driver::aes_axis_linux_buffer(&mut *lx, 256, 64);
        assert!(!inside.is_null());
        assert!(c_driver::aes_axis_linux_buffer(&mut *lx, 4096 - 32, 64).is_null());
        assert_eq!(c_driver::aes_axis_encrypt(d, outside.as_ptr(), inside, 32), ERR_NOT_DMA_MEMORY);
        assert_eq!(c_driver::aes_axis_encrypt(d, inside, inside.add(32), 32), ERR_TIMEOUT);
        c_driver::aes_axis_linux_close(&mut *lx);
    }
    let regs = std::fs::read(&uio0).unwrap();
    let word = |o: u32| u32::from_le_bytes(regs[o as usize..][..4].try_into().unwrap());
    assert_eq!([word(0x40), word(0x44), word(0x48), word(0x4C)], [0x1312_1110, 0x1716_1514, 0x1b1a_1918, 0x1f1e_1d1c]);
    assert_eq!(word(0x10), 0, "the zero key's first word");
    let dma = std::fs::read(&uio1).unwrap();
    assert_eq!(u32::from_le_bytes(dma[0..4].try_into().unwrap()), dmacr::RESET, "MM2S_DMACR: soft reset requested");
    let attr = |n: &str| std::fs::read_to_string(sys.join("u-dma-buf/udmabuf0").join(n)).unwrap();
    // The last sync before the reset: the output range (offset 288, 32 bytes) to the device.
    assert_eq!((attr("sync_offset").as_str(), attr("sync_size").as_str(), attr("sync_direction").as_str()), ("288", "32", "1"));
    assert_eq!(attr("sync_for_device"), "1");
    assert_eq!(attr("sync_for_cpu"), "", "nothing came back from the device");

    // A missing device, a window smaller than the registers.
    let mut lx = Box::new(LinuxPort([0; 1024]));
    std::fs::create_dir_all(sys.join("uio/uio7/maps/map0")).unwrap();
    std::fs::write(sys.join("uio/uio7/maps/map0/size"), "0x10000\n").unwrap();
    assert_eq!(open(&mut lx, &dir.join("uio7"), &uio1, &buf, &sys), ERR_DEVICE);
    std::fs::write(sys.join("uio/uio1/maps/map0/size"), "0x40\n").unwrap();
    assert_eq!(open(&mut lx, &uio0, &uio1, &buf, &sys), ERR_DEVICE);
}

/// The Linux example (`c/examples/linux/main.c`) builds with the host's compiler as it
/// would with the board's, and on the stand-in devices reads `ID` and `CAPS`, then reports the
/// transfers that cannot run there as failures (exit 1); a missing device is exit 2.
#[test]
fn linux_example_builds_and_reports_on_stand_in_devices() {
    require("gcc");
    let dir = scratch_dir("c_linux_example");
    let (uio0, uio1, buf, sys) = stand_in_devices(&dir, 0x1f00_0000);
    let c = project_file("c");
    let exe = dir.join("aes_selftest");
    run(Command::new("gcc")
        .args(["-std=c99", "-O2", "-Wall", "-Wextra", "-Werror", "-pedantic"])
        .arg("-I").arg(c.join("include"))
        .arg("-I").arg(c.join("port/linux"))
        .arg("-I").arg(c.join("examples/selftest"))
        .args(["src/aes_axis.c", "port/linux/aes_axis_linux.c", "examples/selftest/aes_axis_selftest.c", "examples/linux/main.c"].map(|f| c.join(f)))
        .arg("-o").arg(&exe));
    let out = Command::new(&exe).args([&uio0, &uio1, &buf, &sys]).output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{text}");
    assert!(text.starts_with(&format!("aes_axis ID 0x{:08x} CAPS 0x7f\n", id::ID)), "{text}");
    assert!(text.contains("FAIL FIPS-197 C.1 AES-128 encrypt: driver error\ntimeout"), "{text}");
    let out = Command::new(&exe).args([&dir.join("uio9"), &uio1, &buf, &sys]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(String::from_utf8_lossy(&out.stderr), "error: device could not be opened or mapped\n");
}
