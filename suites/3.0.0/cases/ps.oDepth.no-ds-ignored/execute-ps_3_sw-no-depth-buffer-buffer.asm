// case: ps.oDepth.no-ds-ignored/execute/ps_3_sw/no-depth-buffer-buffer (execute)
// expect: the outputs of execute-ps_3_sw-no-depth-buffer-buffer.outputs.json (tolerance 4.76837158203125e-7)
// origin: execute no-depth-buffer {inputs: buffer}
ps_3_sw
mov oC0, c0
mov oDepth, c1.x
