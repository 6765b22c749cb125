// case: flow.call-nesting/valid/vs_3_sw/depth-1_nz-false_ctx (validate)
// expect: valid
// case: flow.call-nesting/assemble/vs_3_sw/depth-1_nz-false_ctx (assemble)
// expect: the tokens of valid-vs_3_sw-depth-1_nz-false_ctx.bin
// origin: template calls {depth: 1, nz: false} + 3 random context instructions (seed 1 attempt 0)
vs_3_sw
dcl_position v0
dcl_position o0
call l0
mov o0, v0
mad r0, c3, c3, c3
mul r1, r0, r0
add r2, r1, r0
ret
label l0
ret
