// case: vs.reg.no-uninit-read/invalid/vs_2_0/ins-never (validate)
// expect: invalid [vs.reg.no-uninit-read]
// origin: template op {ins: never}
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r4, c0
mov oPos, v0
