// case: vs.reg.no-uninit-read-2x/invalid/vs_2_sw/ins-never_ctx (validate)
// expect: invalid [vs.reg.no-uninit-read-2x] (documented level; valid at the native level)
// origin: template op {ins: never} + 4 random context instructions (seed 1 attempt 0)
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r4, c0
mov oPos, v0
add r5, c7, c7
mul r6, c3, c3
add r7, c1, c1
mul r8, c7, r6
