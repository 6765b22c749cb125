// case: random/valid/ps_2_x/6 (validate)
// expect: valid
// case: random/assemble/ps_2_x/6 (assemble)
// expect: the tokens of valid-ps_2_x-6.bin
// origin: random seed 1 ps_2_x #6
ps_2_x
dcl v0
dcl t6.xz
dcl_centroid t0
defi i11, 3, 2, 1, 0
dcl v1
dcl_2d s6
dcl_cube s13
dcl_centroid t4.xy
mov oC0, v0
mov oC1, c31
mov oC2, c3
mov oC3, v0
