// case: mod.pp/valid/vs_3_0/op-add_ctx (validate)
// expect: valid
// case: mod.pp/assemble/vs_3_0/op-add_ctx (assemble)
// expect: the tokens of valid-vs_3_0-op-add_ctx.bin
// origin: template shift {op: add} + 5 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_position o0
mov r1, c0
mov r2, c0
mov r3, c0
add r0, r1, r1
mov o0, v0
mul r4, c7, c7
mov r5, r4
mad r6, r5, c1, c1
mul r7, c7, c7
mul r8, c3, r4
