// case: flow.static-flow-count/valid/vs_2_x/n-1_ctx (validate)
// expect: valid
// case: flow.static-flow-count/assemble/vs_2_x/n-1_ctx (assemble)
// expect: the tokens of valid-vs_2_x-n-1_ctx.bin
// origin: template count {line: rep i0 endrep, n: 1} + 1 random context instructions (seed 1 attempt 0)
vs_2_x
dcl_position v0
rep i0
endrep
mov oPos, v0
add r0, c5, c5
