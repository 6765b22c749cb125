// case: mod.not-bool/invalid/vs_2_sw/mod-not_op-mov_ctx (validate)
// expect: invalid [mod.not-bool]
// origin: template src_mod {mod: not, op: mov} + 5 random context instructions (seed 1 attempt 0)
vs_2_sw
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
mov r0, !r1
mov oPos, v0
add r4, c0, c0
mad r5, c5, r4, r4
mul r6, c5, c5
add r7, r4, c1
mov r8, r5
