// case: exec.texcoord/execute/ps_1_2/texcoord-in-range (execute)
// expect: the outputs of execute-ps_1_2-texcoord-in-range.outputs.json (tolerance 1.5625e-2)
// origin: execute texcoord {inputs: in-range}
ps_1_2
texcoord t0
mov r0, t0
