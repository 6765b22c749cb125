// case: mod.not-bool/invalid/vs_2_x/mod-not_op-mov_ctx (validate)
// expect: invalid [mod.not-bool]
// origin: template src_mod {mod: not, op: mov} + 6 random context instructions (seed 1 attempt 0)
vs_2_x
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, !r1
mov oPos, v0
mul r4, c0, c0
mul r5, r4, c6
mul r6, r4, c6
add r7, r5, r4
mov r8, c2
mov r9, c7
