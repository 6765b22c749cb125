// case: op.form-in-profile/valid/vs_3_0/vs2-call_depth-1_nz-false (validate)
// expect: valid
// case: op.form-in-profile/assemble/vs_3_0/vs2-call_depth-1_nz-false (assemble)
// expect: the tokens of valid-vs_3_0-vs2-call_depth-1_nz-false.bin
// origin: template calls {depth: 1, nz: false}
vs_3_0
dcl_position v0
dcl_position o0
call l0
mov o0, v0
ret
label l0
ret
