// case: op.form-in-profile/valid/ps_3_0/ps2x-call_depth-1_nz-false (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_3_0/ps2x-call_depth-1_nz-false (assemble)
// expect: the tokens of valid-ps_3_0-ps2x-call_depth-1_nz-false.bin
// origin: template calls {depth: 1, nz: false}
ps_3_0
call l0
mov oC0, c0
ret
label l0
ret
