// case: random/valid/ps_2_0/6 (validate)
// expect: valid
// case: random/assemble/ps_2_0/6 (assemble)
// expect: the tokens of valid-ps_2_0-6.bin
// origin: random seed 1 ps_2_0 #6
ps_2_0
dcl v1.yzw
dcl_2d s11
def c3, -1.572797e38, 1963.5151, 6.0878096e-20, 2.0
dcl t4.xz
def c11, -7.5236076e-32, -1.0, -1.0, -2.0
dcl_centroid v0
def c6, 2.0, -3.2189386e-5, 7.3178645e-28, -7.985055e18
def c2, 4.812897e-7, -4.6235046e-10, 1.0, 0.25
dp4_pp r2.xyw, t4.x, -c0
m3x2_pp r2.xy, v0, c14
m3x4 r9, v0, c9
pow_pp r9.yz, -v1.w, v1.y
frc r0.yz, -v1
mul_pp r5.xyz, -c1.x, r0.z
texldb r6, r9, s11
max_sat r3, r9.yzxw, -c0
mov oC0, c2
mov oC1, c2
mov oC2, c3
