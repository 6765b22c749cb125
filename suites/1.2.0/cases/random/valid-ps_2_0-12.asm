// case: random/valid/ps_2_0/12 (validate)
// expect: valid
// case: random/assemble/ps_2_0/12 (assemble)
// expect: the tokens of valid-ps_2_0-12.bin
// origin: random seed 1 ps_2_0 #12
ps_2_0
def c20, 3.063025e-36, 2.0, 0.0, -11789795000000.0
dcl_2d s4
def c0, 9.137304e-38, -1.0, -1.0, 0.5
dcl_cube s2
dcl_volume s14
dcl t0.w
dcl t6.xzw
def c27, 1.0, -2.0, -2.5842038e-37, 2.4308906e-6
def c3, 0.0, 1.0, -1.0, -0.5
dcl_centroid t2
mov_pp r11.xw, c31
dp3 r5, c3.wzyx, c31
texldb_pp r5, t2, s2
m3x3 r4.xyz, r5.wzyx, c11
add_sat_pp r7.xyz, -c1, c1.x
add_sat r7, c31, r5
add_sat r7.xyz, c2.x, c31
max_sat r6, t2.z, t2.yzxw
nrm r1, -c0.z
texldb_pp r1, r5, s14
rcp_pp r0, -c1.y
m3x2_sat r7.xy, -r6, c14
nrm r3, t2
pow r11, r7.w, c3.w
m4x3 r5.xyz, r3, c18
m3x3_pp r1.xyz, -t2, c21
exp r9.x, -t2.w
texldb r2, r11, s4
m3x3_sat_pp r5.xyz, r11.wzyx, c0
mov oC0, r0
mov oC1, c2
mov oC2, c3
mov oDepth, r6.y
