// case: mod.pp/valid/vs_3_sw/op-add_ctx (validate)
// expect: valid
// case: mod.pp/assemble/vs_3_sw/op-add_ctx (assemble)
// expect: the tokens of valid-vs_3_sw-op-add_ctx.bin
// origin: template shift {op: add} + 5 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1, r1
mov o0, v0
mad r4, c5, c5, c5
mad r5, r4, r4, r4
mad r6, r4, r4, r4
add r7, c4, c4
add r8, c2, c2
