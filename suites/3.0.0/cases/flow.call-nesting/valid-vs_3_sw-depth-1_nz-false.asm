// case: flow.call-nesting/valid/vs_3_sw/depth-1_nz-false (validate)
// expect: valid
// case: flow.call-nesting/assemble/vs_3_sw/depth-1_nz-false (assemble)
// expect: the tokens of valid-vs_3_sw-depth-1_nz-false.bin
// origin: template calls {depth: 1, nz: false}
vs_3_sw
dcl_position v0
dcl_position o0
call l0
mov o0, v0
ret
label l0
ret
