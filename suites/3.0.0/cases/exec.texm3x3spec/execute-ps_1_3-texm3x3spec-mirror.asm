// case: exec.texm3x3spec/execute/ps_1_3/texm3x3spec-mirror (execute)
// expect: the outputs of execute-ps_1_3-texm3x3spec-mirror.outputs.json (tolerance 3.125e-2)
// origin: execute texm3x3spec {inputs: mirror}
ps_1_3
texcoord t0
texm3x3pad t1, t0
texm3x3pad t2, t0
texm3x3spec t3, t0, c0
mov r0, t3
