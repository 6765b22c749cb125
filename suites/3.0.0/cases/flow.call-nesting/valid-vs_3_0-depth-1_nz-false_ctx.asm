// case: flow.call-nesting/valid/vs_3_0/depth-1_nz-false_ctx (validate)
// expect: valid
// case: flow.call-nesting/assemble/vs_3_0/depth-1_nz-false_ctx (assemble)
// expect: the tokens of valid-vs_3_0-depth-1_nz-false_ctx.bin
// origin: template calls {depth: 1, nz: false} + 1 random context instructions (seed 1 attempt 0)
vs_3_0
dcl_position v0
dcl_position o0
call l0
mov o0, v0
mul r0, c6, c6
ret
label l0
ret
