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
texkill t0
rcp_sat_pp r3, c0.x
mad_pp r11, c1, c1, -t2
frc r11, -c0.zxyw
texldb r2, t2, s14
m3x2_sat_pp r7.xy, -r2, c10
nrm r4, c31.z
m3x3 r4.xyz, -t2, c21
mul r0, -r11, r2.x
m4x4 r10, r3, c17
dp3 r4, t2.yzxw, c31.zxyw
sub_sat r1, r0, r2
add_sat r7, -r4, -r11.x
pow r8, r10.y, -t2.y
m3x3 r10.xyz, -t2.wzyx, c17
m3x2 r2.xy, r1.w, c12
lrp_pp r3.xyz, -t2.x, r4.zxyw, -c1.y
texldp r1, r0, s2
exp_pp r0, -r1.z
mov oC0, r3
mov oC1, c3
mov oC2, c31
mov oDepth, c3.y
