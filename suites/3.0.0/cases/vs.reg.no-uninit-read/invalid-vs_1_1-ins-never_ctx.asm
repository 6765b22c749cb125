// case: vs.reg.no-uninit-read/invalid/vs_1_1/ins-never_ctx (validate)
// expect: invalid [vs.reg.no-uninit-read]
// origin: template op {ins: never} + 3 random context instructions (seed 1 attempt 0)
vs_1_1
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r4, c0
mov oPos, v0
mul r5, c0, c0
mul r6, c3, c3
add r7, r6, r5
