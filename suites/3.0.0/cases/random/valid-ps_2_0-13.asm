// case: random/valid/ps_2_0/13 (validate)
// expect: valid
// case: random/assemble/ps_2_0/13 (assemble)
// expect: the tokens of valid-ps_2_0-13.bin
// origin: random seed 1 ps_2_0 #13
ps_2_0
def c4, 0.25, 2.0, 4.0, -2.0
dcl t1.xw
dcl v1.y
dcl t7
dcl_volume s12
def c11, -7.9257524e-11, 1.0, -6.714542e-17, 1.0
dcl_centroid t0
def c12, 0.0064137545, 0.5, -2.0, 4.0
dcl v0.xy
dcl_2d s1
dcl t3
dp4 r0, -t7.w, -c31
add_sat r9.xyz, c3, t0.yzxw
nrm r9, -t3
texldp r6, t3, s1
sincos r8.y, t3.w, c30, c31
dp4 r3.w, -r9, v0.x
mov oC0, t7
mov oC1, c0
mov oC2, c0
mov oC3, t3
