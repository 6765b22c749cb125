// case: flow.call-nesting/valid/ps_2_x/depth-1_nz-true (validate)
// expect: valid
// case: flow.call-nesting/assemble/ps_2_x/depth-1_nz-true (assemble)
// expect: the tokens of valid-ps_2_x-depth-1_nz-true.bin
// origin: template calls {depth: 1, nz: true}
ps_2_x
callnz l0, b0
mov oC0, c0
ret
label l0
ret
