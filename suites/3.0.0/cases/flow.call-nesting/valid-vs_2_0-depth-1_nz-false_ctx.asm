// case: flow.call-nesting/valid/vs_2_0/depth-1_nz-false_ctx (validate)
// expect: valid
// case: flow.call-nesting/assemble/vs_2_0/depth-1_nz-false_ctx (assemble)
// expect: the tokens of valid-vs_2_0-depth-1_nz-false_ctx.bin
// origin: template calls {depth: 1, nz: false} + 3 random context instructions (seed 1 attempt 0)
vs_2_0
dcl_position v0
call l0
mov oPos, v0
add r0, c0, c0
mul r1, c4, r0
mul r2, c2, c2
ret
label l0
ret
