// case: exec.texm3x3vspec/execute/ps_1_3/texm3x3vspec-mirror (execute)
// expect: the outputs of execute-ps_1_3-texm3x3vspec-mirror.outputs.json (tolerance 3.125e-2)
// origin: execute texm3x3vspec {inputs: mirror}
ps_1_3
texcoord t0
texm3x3pad t1, t0
texm3x3pad t2, t0
texm3x3vspec t3, t0
mov r0, t3
