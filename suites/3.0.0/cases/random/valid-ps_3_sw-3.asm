// case: random/valid/ps_3_sw/3 (validate)
// expect: valid
// case: random/assemble/ps_3_sw/3 (assemble)
// expect: the tokens of valid-ps_3_sw-3.bin
// origin: random seed 1 ps_3_sw #3
ps_3_sw
defi i53, 3, 4, 2, 0
dcl_texcoord4_centroid v3
defb b11, false
dcl_volume s3
defb b57, true
def c26, -5.3563766e20, -0.5, -1.0, 0.5
dcl_2d s10
def c44, -0.5, 1.0, 2.1937057e-8, 1.6485667e-37
dcl vFace
abs r8.w, v3.zzzy
sub r14, v3.wyyx, c8191.wzzy
sincos_pp r10.y, c0.y
log r1, c0.x
pow r30, c8191.y, c3.x
log r2, -v3.z
rcp r8.zw, c0.y
texldp r9, r2, s3
mad oC0, c2.zwy, c8191.ywzy, r14
max oC1.zw, r14.xzxz, r30
