// case: flow.call-nesting/valid/ps_3_sw/depth-1_nz-false_ctx (validate)
// expect: valid
// case: flow.call-nesting/assemble/ps_3_sw/depth-1_nz-false_ctx (assemble)
// expect: the tokens of valid-ps_3_sw-depth-1_nz-false_ctx.bin
// origin: template calls {depth: 1, nz: false} + 2 random context instructions (seed 1 attempt 1)
ps_3_sw
call l0
mov oC0, c0
add r0, c1, c1
mul r1, r0, c0
ret
label l0
ret
