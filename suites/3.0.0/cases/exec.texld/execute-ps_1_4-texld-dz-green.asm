// case: exec.texld/execute/ps_1_4/texld-dz-green (execute)
// expect: the outputs of execute-ps_1_4-texld-dz-green.outputs.json (tolerance 3.125e-2)
// origin: execute texld-dz {inputs: green}
ps_1_4
texcrd r1.rgb, t0_dz.xyz
phase
texld r0, r1.xyz
