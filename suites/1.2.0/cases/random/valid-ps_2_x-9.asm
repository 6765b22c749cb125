// case: random/valid/ps_2_x/9 (validate)
// expect: valid
// case: random/assemble/ps_2_x/9 (assemble)
// expect: the tokens of valid-ps_2_x-9.bin
// origin: random seed 1 ps_2_x #9
ps_2_x
dcl_2d s6
defi i10, 1, 4, 2, 0
defb b14, true
dcl_cube s2
dcl v0
def c24, 0.25, 1.0, -0.02584577, 2.0
dcl_volume s14
def c19, 0.5, -0.5, 1.0, 1.0
dcl v1.y
defb b5, false
def c2, 0.0, 0.25, -1.0, 0.0
dsy r7, -c0.wzwy
mul r18, c2.yx, -v0.wwy
rep i10
    max r28, v0, -r7.xywx
    abs r15, -c2.xzwz
    mad_pp r9, r28, c1, c1
    texldb_pp r7, r18, s6
    rsq r20, -c3.y
    m4x4_sat r6, r7, c21
    break
    break_gt r28.w, -c3.w
endrep
mov oC0, c1
mov oC1, c3
mov oDepth, c3.y
