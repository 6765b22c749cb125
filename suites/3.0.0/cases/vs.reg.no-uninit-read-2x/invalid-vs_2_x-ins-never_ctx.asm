// case: vs.reg.no-uninit-read-2x/invalid/vs_2_x/ins-never_ctx (validate)
// expect: invalid [vs.reg.no-uninit-read-2x] (documented level; valid at the native level)
// origin: template op {ins: never} + 2 random context instructions (seed 1 attempt 0)
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r4, c0
mov oPos, v0
add r5, c4, c4
mul r6, c1, c1
