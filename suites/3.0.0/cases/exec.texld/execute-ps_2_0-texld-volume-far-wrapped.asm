// case: exec.texld/execute/ps_2_0/texld-volume-far-wrapped (execute)
// expect: the outputs of execute-ps_2_0-texld-volume-far-wrapped.outputs.json (tolerance 1.678466796875e-4)
// origin: execute texld-volume {inputs: far-wrapped}
ps_2_0
dcl_volume s0
mov r1, c0
mov r2, c1
mov r3, c2
texld r0, r1, s0
mov oC0, r0
