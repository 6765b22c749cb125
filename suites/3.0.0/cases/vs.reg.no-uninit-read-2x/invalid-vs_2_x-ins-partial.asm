// case: vs.reg.no-uninit-read-2x/invalid/vs_2_x/ins-partial (validate)
// expect: invalid [vs.reg.no-uninit-read-2x] (documented level; valid at the native level)
// origin: template op {ins: partial}
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mov r4.x, c0
add r0, r4, c0
mov oPos, v0
