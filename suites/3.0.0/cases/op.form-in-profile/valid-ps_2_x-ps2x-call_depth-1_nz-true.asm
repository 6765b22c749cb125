// case: op.form-in-profile/valid/ps_2_x/ps2x-call_depth-1_nz-true (validate)
// expect: valid
// case: op.form-in-profile/assemble/ps_2_x/ps2x-call_depth-1_nz-true (assemble)
// expect: the tokens of valid-ps_2_x-ps2x-call_depth-1_nz-true.bin
// origin: template calls {depth: 1, nz: true}
ps_2_x
callnz l0, b0
mov oC0, c0
ret
label l0
ret
