// case: exec.texcrd/execute/ps_1_4/texcrd-dz-basic (execute)
// expect: the outputs of execute-ps_1_4-texcrd-dz-basic.outputs.json (tolerance 3.125e-2)
// origin: execute texcrd-dz {inputs: basic}
ps_1_4
texcrd r0.rgb, t0_dz.xyz
mov r0.a, c0
