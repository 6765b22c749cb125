// case: exec.texld/execute/ps_1_4/texld-ps14-blue (execute)
// expect: the outputs of execute-ps_1_4-texld-ps14-blue.outputs.json (tolerance 3.125e-2)
// origin: execute texld-ps14 {inputs: blue}
ps_1_4
texld r0, t0
