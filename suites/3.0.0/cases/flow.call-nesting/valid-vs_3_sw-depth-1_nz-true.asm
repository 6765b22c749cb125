// case: flow.call-nesting/valid/vs_3_sw/depth-1_nz-true (validate)
// expect: valid
// case: flow.call-nesting/assemble/vs_3_sw/depth-1_nz-true (assemble)
// expect: the tokens of valid-vs_3_sw-depth-1_nz-true.bin
// origin: template calls {depth: 1, nz: true}
vs_3_sw
dcl_position v0
dcl_position o0
callnz l0, b0
mov o0, v0
ret
label l0
ret
