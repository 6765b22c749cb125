// case: exec.texcoord/execute/ps_1_3/texcoord-clamped (execute)
// expect: the outputs of execute-ps_1_3-texcoord-clamped.outputs.json (tolerance 4.6875e-2)
// origin: execute texcoord {inputs: clamped}
ps_1_3
texcoord t0
mov r0, t0
