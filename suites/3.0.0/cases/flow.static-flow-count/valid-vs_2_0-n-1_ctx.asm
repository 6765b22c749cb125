// case: flow.static-flow-count/valid/vs_2_0/n-1_ctx (validate)
// expect: valid
// case: flow.static-flow-count/assemble/vs_2_0/n-1_ctx (assemble)
// expect: the tokens of valid-vs_2_0-n-1_ctx.bin
// origin: template count {line: rep i0 endrep, n: 1} + 5 random context instructions (seed 1 attempt 0)
vs_2_0
dcl_position v0
rep i0
endrep
mov oPos, v0
mul r0, c0, c0
mul r1, r0, r0
mad r2, c4, c4, r1
mad r3, c4, r0, r2
mul r4, c1, c1
